import type { Directory, DirectoryEntry } from '../../lib/config/runtime-config.ts';

/**
 * Which boarding areas belong to which terminal. The API cannot say, so this
 * follows the airport's public layout (Terminal 1: B, C; Terminal 2: D;
 * Terminal 3: E, F; International: A, G), matched on names from the config.
 * Anything unmatched is listed on its own rather than guessed.
 */
const AREAS_BY_TERMINAL: Array<{ terminal: RegExp; areas: string[] }> = [
  { terminal: /international/i, areas: ['A', 'G'] },
  { terminal: /terminal 1\b/i, areas: ['B', 'C'] },
  { terminal: /terminal 2\b/i, areas: ['D'] },
  { terminal: /terminal 3\b/i, areas: ['E', 'F'] },
];

function areaLetter(name: string): string | undefined {
  return /boarding area\s+([A-G])\b/i.exec(name)?.[1]?.toUpperCase();
}

export interface TerminalGroup {
  terminal: DirectoryEntry;
  boardingAreas: DirectoryEntry[];
  buildings: DirectoryEntry[];
}

export function nestAirport(terminals: DirectoryEntry[], boardingAreas: DirectoryEntry[], buildings: DirectoryEntry[]) {
  const placedAreas = new Set<string>();
  const placedBuildings = new Set<string>();
  const groups: TerminalGroup[] = terminals.map((terminal) => {
    const rule = AREAS_BY_TERMINAL.find((candidate) => candidate.terminal.test(terminal.name));
    const areas = rule ? boardingAreas.filter((area) => rule.areas.includes(areaLetter(area.name) ?? '')) : [];
    areas.forEach((area) => placedAreas.add(area.id));
    // A building named after its terminal ("Terminal 2 Building") belongs to it.
    const ownBuildings = buildings.filter((building) => building.name.toLowerCase().startsWith(terminal.name.toLowerCase()));
    ownBuildings.forEach((building) => placedBuildings.add(building.id));
    return { terminal, boardingAreas: areas.sort((a, b) => a.name.localeCompare(b.name)), buildings: ownBuildings };
  });
  return {
    groups,
    otherBoardingAreas: boardingAreas.filter((area) => !placedAreas.has(area.id)),
    otherBuildings: buildings.filter((building) => !placedBuildings.has(building.id)),
  };
}

/** The terminal a boarding area or a building belongs to, by the same layout; undefined when it cannot be placed. */
export function terminalOf(directory: Directory, place: 'boardingAreas' | 'buildings', id: string): DirectoryEntry | undefined {
  const { groups } = nestAirport(directory.terminals, directory.boardingAreas, directory.buildings);
  return groups.find((group) => group[place].some((entry) => entry.id === id))?.terminal;
}
