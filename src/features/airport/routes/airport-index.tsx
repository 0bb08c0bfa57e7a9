import { Link } from 'react-router';
import { airportText } from '../messages.ts';
import type { DirectoryEntry } from '../../../lib/config/runtime-config.ts';
import { services } from '../../../lib/config/services.ts';
import { LinkTiles } from '../../../ui/LinkTiles.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { heading } from '../../../lib/head/route-head.ts';
import { nestAirport } from '../nesting.ts';
import '../airport.css';
import { paths } from '../../../lib/addresses/paths.ts';

const areaLinks = (areas: DirectoryEntry[]) => areas.map((area) => ({ to: paths.boardingAreaGates.href(area.id), name: area.name }));
const buildingLinks = (buildings: DirectoryEntry[]) =>
  buildings.map((building) => ({ to: paths.buildingGates.href(building.id), name: building.name }));

export function Component() {
  const { terminals, boardingAreas, buildings } = services().config.directory;
  const { groups, otherBoardingAreas, otherBuildings } = nestAirport(terminals, boardingAreas, buildings);
  return (
    <>
      <PageHeader title={airportText.title} crumbs={[]}>
        <p className="lede">{airportText.intro}</p>
      </PageHeader>
      <ul className="card-grid">
        {groups.map(({ terminal, boardingAreas: areas, buildings: own }) => (
          <li key={terminal.id} className="card airport-group">
            <h2>
              <Link to={paths.terminalGalleries.href(terminal.id)}>
                <bdi>{terminal.name}</bdi>
              </Link>
            </h2>
            <LinkTiles
              links={[
                { to: paths.terminalGalleries.href(terminal.id), label: airportText.galleries },
                { to: paths.terminalExhibitions.href(terminal.id), label: airportText.exhibitions },
              ]}
            />
            {areas.length > 0 && (
              <>
                <h3>{airportText.boardingAreas}</h3>
                <LinkTiles links={areaLinks(areas)} />
              </>
            )}
            {own.length > 0 && (
              <>
                <h3>{airportText.buildings}</h3>
                <LinkTiles links={buildingLinks(own)} />
              </>
            )}
          </li>
        ))}
        {(otherBoardingAreas.length > 0 || otherBuildings.length > 0) && (
          <li className="card airport-group">
            <h2>{otherBuildings.length > 0 ? airportText.otherPlaces : airportText.otherBoardingAreas}</h2>
            <LinkTiles links={[...areaLinks(otherBoardingAreas), ...buildingLinks(otherBuildings)]} />
          </li>
        )}
      </ul>
    </>
  );
}

export const head = () => heading(airportText.title, []);
