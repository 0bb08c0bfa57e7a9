import { Link } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { services } from '../../../lib/services.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { nestAirport } from '../nesting.ts';
import '../airport.css';

export function Component() {
  const { terminals, boardingAreas, buildings } = services().config.directory;
  const { groups, otherBoardingAreas, otherBuildings } = nestAirport(terminals, boardingAreas, buildings);
  return (
    <>
      <PageHeader title={en.airport.title} crumbs={[{ label: en.app.home, to: '/' }]}>
        <p className="lede">{en.airport.intro}</p>
      </PageHeader>
      <ul className="airport-groups">
        {groups.map(({ terminal, boardingAreas: areas, buildings: own }) => (
          <li key={terminal.id} className="airport-group">
            <h2>
              <Link to={`/terminals/${terminal.id}/galleries`}>{terminal.name}</Link>
            </h2>
            <ul className="link-tiles">
              <li>
                <Link className="link-tile" to={`/terminals/${terminal.id}/galleries`}>
                  {en.airport.galleries}
                </Link>
              </li>
              <li>
                <Link className="link-tile" to={`/terminals/${terminal.id}/exhibitions`}>
                  {en.airport.exhibitions}
                </Link>
              </li>
            </ul>
            {areas.length > 0 && (
              <>
                <h3>{en.airport.boardingAreas}</h3>
                <ul className="link-tiles">
                  {areas.map((area) => (
                    <li key={area.id}>
                      <Link className="link-tile" to={`/boarding-areas/${area.id}/gates`}>
                        {area.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {own.length > 0 && (
              <>
                <h3>{en.airport.buildings}</h3>
                <ul className="link-tiles">
                  {own.map((building) => (
                    <li key={building.id}>
                      <Link className="link-tile" to={`/buildings/${building.id}/gates`}>
                        {building.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </li>
        ))}
        {(otherBoardingAreas.length > 0 || otherBuildings.length > 0) && (
          <li className="airport-group">
            <h2>{otherBuildings.length > 0 ? en.airport.otherPlaces : en.airport.otherBoardingAreas}</h2>
            <ul className="link-tiles">
              {otherBoardingAreas.map((area) => (
                <li key={area.id}>
                  <Link className="link-tile" to={`/boarding-areas/${area.id}/gates`}>
                    {area.name}
                  </Link>
                </li>
              ))}
              {otherBuildings.map((building) => (
                <li key={building.id}>
                  <Link className="link-tile" to={`/buildings/${building.id}/gates`}>
                    {building.name}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        )}
      </ul>
    </>
  );
}
