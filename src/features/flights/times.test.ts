import { switchLanguage } from '../../i18n/language.ts';
import { otherEngineLocaleData } from '../../lib/formats/other-engine.test-helper.ts';
import { clockHour, clockHourStart } from '../../lib/formats/time-of-day.ts';
import { airportTime } from './times.ts';

// The day's edges on the airport's clock (America/Los_Angeles, summer: UTC-7).
const FIRST_MINUTE = Date.parse('2024-06-01T07:00:00Z') / 1000;
const MORNING = Date.parse('2024-06-01T15:40:00Z') / 1000;
const NOON = Date.parse('2024-06-01T19:00:00Z') / 1000;
const LAST_MINUTE = Date.parse('2024-06-02T06:59:00Z') / 1000;

afterEach(async () => {
  vi.restoreAllMocks();
  await switchLanguage('en');
});

// Firefox prints Chinese morning times "08:40" where Node prints "8:40": a server-rendered flights
// page in Chinese failed hydration (React #418). The same string in every engine, from numbers.
describe.each([
  ['en', ['12:00 AM', '8:40 AM', '12:00 PM', '11:59 PM'], '08'],
  ['es', ['0:00', '8:40', '12:00', '23:59'], '08'],
  ['zh', ['0:00', '8:40', '12:00', '23:59'], '08时'],
])('flight times in %s', (language, times, axisHour) => {
  const written = () => [FIRST_MINUTE, MORNING, NOON, LAST_MINUTE].map(airportTime);

  it('follow the airport’s clock at the day’s edges', async () => {
    await switchLanguage(language);
    expect(written()).toEqual(times);
    expect(clockHour(8)).toBe(axisHour);
    expect(clockHourStart(8)).toBe('08:00');
  });

  it('are the same where the engine’s locale data prints other orders and paddings', async () => {
    await switchLanguage(language);
    otherEngineLocaleData();
    expect(written()).toEqual(times);
  });
});
