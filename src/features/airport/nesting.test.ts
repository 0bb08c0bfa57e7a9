import { nestAirport, terminalOf } from './nesting.ts';

const terminals = [
  { id: '1', name: 'Harvey Milk Terminal 1' },
  { id: '2', name: 'Terminal 2' },
  { id: '4', name: 'International Terminal' },
];
const areas = ['A', 'B', 'C', 'D', 'G', 'Z'].map((letter, index) => ({ id: String(10 + index), name: `Boarding Area ${letter}` }));
const buildings = [
  { id: '20', name: 'Terminal 2 Building' },
  { id: '21', name: 'Rental Car Center' },
];

describe('nestAirport', () => {
  it('places boarding areas under their terminal by the airport layout', () => {
    const { groups } = nestAirport(terminals, areas, buildings);
    expect(groups.map((group) => [group.terminal.name, group.boardingAreas.map((area) => area.name.slice(-1))])).toEqual([
      ['Harvey Milk Terminal 1', ['B', 'C']],
      ['Terminal 2', ['D']],
      ['International Terminal', ['A', 'G']],
    ]);
  });

  it('keeps what it cannot place in its own list', () => {
    const { otherBoardingAreas, otherBuildings, groups } = nestAirport(terminals, areas, buildings);
    expect(otherBoardingAreas.map((area) => area.name)).toEqual(['Boarding Area Z']);
    expect(otherBuildings.map((building) => building.name)).toEqual(['Rental Car Center']);
    expect(groups[1]!.buildings.map((building) => building.name)).toEqual(['Terminal 2 Building']);
  });
});

describe('terminalOf', () => {
  const directory = { collections: [], terminals, boardingAreas: areas, buildings };

  it('names the terminal of a boarding area or a building', () => {
    expect(terminalOf(directory, 'boardingAreas', '13')?.name).toBe('Terminal 2'); // Boarding Area D
    expect(terminalOf(directory, 'boardingAreas', '10')?.name).toBe('International Terminal'); // A
    expect(terminalOf(directory, 'buildings', '20')?.name).toBe('Terminal 2');
  });

  it('names none for what the layout cannot place', () => {
    expect(terminalOf(directory, 'boardingAreas', '15')).toBeUndefined(); // Z
    expect(terminalOf(directory, 'buildings', '21')).toBeUndefined();
    expect(terminalOf(directory, 'buildings', '999')).toBeUndefined();
  });
});
