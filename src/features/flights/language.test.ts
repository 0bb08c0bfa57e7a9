/** The flights' dates, times and counts follow the active language; the airport's time zone stays. */
import { switchLanguage } from '../../i18n/language.ts';
import { readableIsoDate } from './dates.ts';
import { flightsText } from './messages.ts';
import { airportTime } from './times.ts';

const AT_2_30_PM_IN_SAN_FRANCISCO = Date.parse('2024-06-01T21:30:00Z') / 1000;

afterEach(async () => {
  await switchLanguage('en');
});

describe('the flights in English', () => {
  it('write the day in full, the time on the airport’s clock, and counts with their plural', () => {
    expect(flightsText.title(readableIsoDate('2024-06-01'))).toBe('Flights on Saturday, June 1, 2024');
    expect(airportTime(AT_2_30_PM_IN_SAN_FRANCISCO)).toBe('2:30 PM');
    expect(flightsText.chartCoverageAll(2150)).toBe('Covers all 2,150 flights of the day.');
    expect(flightsText.chartCoverageAll(1)).toBe('Covers the day’s only flight.');
    expect(flightsText.loading(500, 2150)).toBe('Loaded 500 of 2,150 flights…');
    expect(flightsText.matching(1, 1)).toBe('1 of 1 flight matches.');
  });
});

describe('the flights in Spanish', () => {
  it('write the day as Spanish does, keep the date and the airport’s time zone, and make plurals agree', async () => {
    await switchLanguage('es');
    expect(flightsText.title(readableIsoDate('2024-06-01'))).toBe('Vuelos del sábado, 1 de junio de 2024');
    // 21:30 UTC is 14:30 in San Francisco, written the Spanish way.
    expect(airportTime(AT_2_30_PM_IN_SAN_FRANCISCO)).toBe('14:30');
    // Spanish groups thousands only from five digits.
    expect(flightsText.chartCoverageAll(2150)).toBe('Incluye los 2150 vuelos del día.');
    expect(flightsText.chartCoverageAll(12_345)).toBe('Incluye los 12.345 vuelos del día.');
    expect(flightsText.chartCoverageAll(1)).toBe('Incluye el único vuelo del día.');
    expect(flightsText.loadingUnknownTotal(1)).toBe('Cargado 1 vuelo…');
  });
});

describe('the flights in Chinese', () => {
  it('write the day in Chinese and count without plural forms', async () => {
    await switchLanguage('zh');
    expect(flightsText.title(readableIsoDate('2024-06-01'))).toBe('2024年6月1日星期六的航班');
    expect(flightsText.chartCoverageAll(2150)).toBe('涵盖当天全部 2,150 个航班。');
  });
});
