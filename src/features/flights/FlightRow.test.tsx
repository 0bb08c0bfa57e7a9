import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { paths } from '../../lib/addresses/paths.ts';
import { FlightRow } from './FlightRow.tsx';

const AREAS = [{ id: '1729820002', name: 'Boarding Area B' }];
const at = (iso: string) => Date.parse(iso) / 1000;

function row(record: Record<string, unknown>) {
  render(
    <MemoryRouter>
      <FlightRow record={record} boardingAreas={AREAS} />
    </MemoryRouter>,
  );
}

describe('a flight row', () => {
  it('links the gate to its boarding area’s gates when the directory knows the area', () => {
    row({ 'flysfo:event': 'A', 'flysfo:gate': 'B12' });
    expect(screen.getByRole('link', { name: 'Gate B12, Boarding Area B' })).toHaveAttribute(
      'href',
      paths.boardingAreaGates.href('1729820002'),
    );
  });

  it('shows the gate as text when the directory does not list its area, or the code names none', () => {
    row({ 'flysfo:event': 'A', 'flysfo:gate': 'C4' });
    row({ 'flysfo:event': 'D', 'flysfo:gate': 'Remote stand' });
    expect(screen.getByText('Gate C4')).toBeInTheDocument();
    expect(screen.getByText('Gate Remote stand')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('says when no gate is assigned', () => {
    row({ 'flysfo:event': 'D' });
    expect(screen.getByText('Gate not assigned')).toBeInTheDocument();
  });

  it('names where an arrival comes from and a departure goes, by city when it is known', () => {
    row({ 'flysfo:event': 'A', 'flysfo:journey': 'LAX-SFO' });
    row({ 'flysfo:event': 'D', 'flysfo:journey': 'SFO-XYZ' });
    expect(screen.getByText('From Los Angeles (LAX)')).toBeInTheDocument();
    expect(screen.getByText('To XYZ')).toBeInTheDocument();
  });

  it('shows only the times the record has, on the airport clock', () => {
    row({
      'flysfo:event': 'D',
      'flysfo:scheduled_timestamp': at('2024-06-01T21:30:00Z'),
      'flysfo:estimated_timestamp': at('2024-06-01T21:45:00Z'),
    });
    expect(screen.getByText('2:30 PM')).toBeInTheDocument();
    expect(screen.getByText('2:45 PM')).toBeInTheDocument();
    expect(screen.queryByText('Actual')).not.toBeInTheDocument();
  });
});
