import { createKioskHistory } from './kiosk-history.ts';

describe('the kiosk history', () => {
  it('starts at the opening address with nowhere to go back to', () => {
    const history = createKioskHistory('/collections?kiosk=1');
    expect(history.location).toMatchObject({ pathname: '/collections', search: '?kiosk=1' });
    expect(history.index).toBe(0);
    // A fresh key, not react-router's fixed "default": stored positions never pass to the next visitor.
    expect(history.location.key).not.toBe('default');
  });

  it('goes back through pushed entries and stops at the first, telling the router only of real moves', () => {
    const history = createKioskHistory('/');
    const updates: string[] = [];
    history.listen(({ location }) => updates.push(location.pathname));
    history.push('/airport');
    history.push('/boarding-areas/1/gates');
    expect(history.index).toBe(2);
    history.go(-1);
    history.go(-1);
    history.go(-1);
    history.go(-1);
    expect(history.location.pathname).toBe('/');
    expect(updates).toEqual(['/airport', '/']);
  });

  it('a push after Back drops the entries ahead, as a browser does', () => {
    const history = createKioskHistory('/');
    history.push('/a');
    history.push('/b');
    history.go(-1);
    history.push('/c');
    history.go(1);
    expect(history.location.pathname).toBe('/c');
    history.go(-1);
    expect(history.location.pathname).toBe('/a');
  });

  it('forgets every entry but the current one for the next visitor', () => {
    const history = createKioskHistory('/');
    history.push('/shoebox');
    history.push('/objects/1');
    history.forgetEarlier();
    history.replace('/');
    expect(history.index).toBe(0);
    history.go(-1);
    expect(history.location.pathname).toBe('/');
    history.go(1);
    expect(history.location.pathname).toBe('/');
  });

  it('keeps the locations the router hands over, keys and state included', () => {
    const history = createKioskHistory('/');
    const location = { pathname: '/flights/2026-06-01', search: '', hash: '', state: { from: 'home' }, key: 'router-key' };
    history.push(location);
    expect(history.location).toBe(location);
    expect(history.createHref({ pathname: '/social/sfo', search: '?x=1' })).toBe('/social/sfo?x=1');
  });
});
