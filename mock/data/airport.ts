/** The airport's structure: terminals with their galleries and exhibitions, boarding areas, gates and buildings. */
import { EXHIBITION_THEMES, GALLERY_NAMES, GATE_COUNTS, HASHTAGS, TERMINALS } from './names.ts';
import { intBetween, pick, randomFor, type Random } from './random.ts';
import { AIRPORT_ID, recordHeader, type MockRecord } from './records.ts';

export interface AirportNode {
  record: MockRecord;
  children: MockRecord[];
}

export interface TerminalNode {
  record: MockRecord;
  galleries: MockRecord[];
  exhibitions: MockRecord[];
}

export interface Airport {
  terminals: Map<bigint, TerminalNode>;
  buildings: Map<bigint, AirportNode>;
  boardingAreas: Map<bigint, AirportNode>;
  /** Codes of the gates in use today, for flights. */
  gateCodes: string[];
}

type Terminal = (typeof TERMINALS)[number];

function galleriesOf(terminal: Terminal, terminalIndex: number, terminalId: bigint): MockRecord[] {
  return (GALLERY_NAMES[terminal.code] ?? []).map((name, index) => ({
    ...recordHeader({
      id: 1_729_811_000n + BigInt(terminalIndex * 100 + index),
      name,
      kind: 'gallery',
      parentId: terminalId,
      current: index === 0 && terminal.code === 'T3' ? 0 : 1,
      inception: `${2000 + index * 3}`,
    }),
    'sfomuseum:map_id': `${terminal.code.toLowerCase()}-${String.fromCharCode(97 + index)}`,
    'sfomuseum:location': `${terminal.name}, ${index % 2 === 0 ? 'pre-security' : 'post-security'}, level ${1 + (index % 3)}`,
  }));
}

function exhibitionsOf(random: Random, terminalIndex: number, terminalId: bigint, galleries: MockRecord[]): MockRecord[] {
  const exhibitionCount = intBetween(random, 12, 28);
  return Array.from({ length: exhibitionCount }, (_, index) => {
    const startYear = 2026 - Math.floor(index / 2);
    const startMonth = 1 + ((index * 5 + terminalIndex) % 12);
    const start = `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
    const endDate = new Date(Date.UTC(startYear, startMonth - 1 + 6 + (index % 4) * 3, 0));
    const end = endDate.toISOString().slice(0, 10);
    // "On display" is fixed to November 2026, not today, so the data does not change with the clock.
    const onDisplay = end >= '2026-11-01' && start <= '2026-11-30' ? 1 : 0;
    const gallery = galleries[index % galleries.length]!;
    const theme = EXHIBITION_THEMES[(index + terminalIndex * 3) % EXHIBITION_THEMES.length];
    return {
      ...recordHeader({
        id: 1_729_812_000n + BigInt(terminalIndex * 1000 + index),
        name: `${theme}${index >= EXHIBITION_THEMES.length ? ` (${startYear})` : ''}`,
        kind: 'exhibition',
        parentId: terminalId,
        current: onDisplay,
        inception: start,
        cessation: end,
      }),
      'sfomuseum:date_start': start,
      'sfomuseum:date_end': end,
      'sfomuseum:description': `An exhibition in the ${String(gallery['wof:name'])} drawing on the museum's collection of ${pick(random, ['uniforms', 'posters', 'models', 'photographs', 'dinnerware'])}.`,
      'sfomuseum:gallery_id': [gallery['wof:id']],
      'sfomuseum:on_display': onDisplay,
      'sfomuseum:hashtag': pick(random, HASHTAGS),
    };
  });
}

export function buildAirport(seed: number): Airport {
  const terminals = new Map<bigint, TerminalNode>();
  const buildings = new Map<bigint, AirportNode>();
  const boardingAreas = new Map<bigint, AirportNode>();
  let gateSerial = 0n;
  TERMINALS.forEach((terminal, terminalIndex) => {
    const terminalId = 1_729_810_001n + BigInt(terminalIndex);
    const record: MockRecord = {
      ...recordHeader({
        id: terminalId,
        name: terminal.name,
        kind: 'terminal',
        parentId: AIRPORT_ID,
        inception: terminal.code === 'ITB' ? '2000-12' : '1963',
      }),
      'sfomuseum:terminal_id': terminal.code,
    };
    const galleries = galleriesOf(terminal, terminalIndex, terminalId);
    const exhibitions = exhibitionsOf(randomFor(seed, 'terminal', terminal.code), terminalIndex, terminalId, galleries);
    terminals.set(terminalId, { record, galleries, exhibitions });

    const buildingGates: MockRecord[] = [];
    for (const area of terminal.areas) {
      const areaId = 1_729_820_001n + BigInt(area.charCodeAt(0) - 65);
      const gates: MockRecord[] = [];
      const count = GATE_COUNTS[area] ?? 10;
      // One gate more than in use: a historical gate, closed in 2011.
      for (let number = 1; number <= count + 1; number += 1) {
        gateSerial += 1n;
        const historical = number === count + 1;
        gates.push({
          ...recordHeader({
            id: 1_729_830_000n + gateSerial,
            name: `Gate ${area}${number}`,
            kind: 'gate',
            parentId: areaId,
            current: historical ? 0 : 1,
            inception: terminal.code === 'ITB' ? '2000-12' : '1981',
            cessation: historical ? '2011' : '..',
          }),
          'flysfo:gate_code': `${area}${number}`,
        });
      }
      boardingAreas.set(areaId, {
        record: {
          ...recordHeader({ id: areaId, name: `Boarding Area ${area}`, kind: 'boardingarea', parentId: terminalId }),
          'sfomuseum:boardingarea_id': area,
        },
        children: gates,
      });
      buildingGates.push(...gates);
    }
    const buildingId = 1_729_840_001n + BigInt(terminalIndex);
    buildings.set(buildingId, {
      record: {
        ...recordHeader({ id: buildingId, name: `${terminal.name} Building`, kind: 'building', parentId: terminalId }),
        'sfomuseum:building_id': `${terminal.code}-B`,
      },
      children: buildingGates,
    });
  });
  const gateCodes = [...boardingAreas.values()].flatMap((area) =>
    area.children.filter((gate) => gate['mz:is_current'] === 1).map((gate) => String(gate['flysfo:gate_code'])),
  );
  return { terminals, buildings, boardingAreas, gateCodes };
}
