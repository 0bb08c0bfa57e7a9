/**
 * Which boarding area a flight's gate is in. The API cannot say: the flight
 * names its gate ("B12"), the config's directory names the areas ("Boarding
 * Area B"), and at SFO a gate's code starts with its area's letter. The
 * airport index matches area names the same way (features/airport/nesting.ts);
 * the two features keep their own copy of the rule, since a shared module
 * would cost every page's entry chunk a line.
 */
import type { DirectoryEntry } from '../../lib/config/runtime-config.ts';

/** "Boarding Area B" -> "B"; undefined for a name that does not say. */
export function boardingAreaLetter(name: string): string | undefined {
  return /boarding area\s+([A-G])\b/i.exec(name)?.[1]?.toUpperCase();
}

/** The directory's boarding area for a gate code ("B12", "g 3"), or undefined when the code or the directory does not say. */
export function boardingAreaOfGate(gate: string, boardingAreas: readonly DirectoryEntry[]): DirectoryEntry | undefined {
  const letter = /^\s*([A-G])\s*\d/i.exec(gate)?.[1]?.toUpperCase();
  return letter ? boardingAreas.find((area) => boardingAreaLetter(area.name) === letter) : undefined;
}
