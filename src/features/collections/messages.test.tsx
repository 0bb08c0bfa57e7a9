import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { switchLanguage } from '../../i18n/language.ts';
import { collectionsText } from './messages.ts';
import { RecordFields } from './RecordFields.tsx';
import { RecordRow } from './RecordRow.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

describe('collection counts in each language', () => {
  it.each<[string, number, string, string]>([
    ['en', 1, '1 object', '1 image'],
    ['en', 12345, '12,345 objects', '12,345 images'],
    ['es', 1, '1 objeto', '1 imagen'],
    ['es', 12345, '12.345 objetos', '12.345 imágenes'],
    ['zh', 1, '1 件藏品', '1 张图片'],
    ['zh', 12345, '12,345 件藏品', '12,345 张图片'],
  ])('in %s, %d reads “%s” and “%s”', async (language, count, objects, images) => {
    await switchLanguage(language);
    expect(collectionsText.objectCount(count)).toBe(objects);
    expect(collectionsText.imageCount(count)).toBe(images);
  });

  it('a category row counts its objects in the language chosen after the page loaded', async () => {
    const record = {
      'wof:id': 1,
      'wof:name': 'Airline dishes',
      'millsfield:count_objects': 2,
      'millsfield:count_images': 1,
      'mz:is_current': 0,
    };
    const { rerender } = render(
      <MemoryRouter>
        <RecordRow record={record} to="/categories/1" fallbackName="" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('2 objects · 1 image · No longer current');
    await switchLanguage('es');
    rerender(
      <MemoryRouter>
        <RecordRow record={record} to="/categories/1" fallbackName="" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link')).toHaveTextContent('2 objetos · 1 imagen · Ya no vigente');
  });
});

describe('record fields in Spanish', () => {
  it('labels the fields, words the EDTF dates and writes the dates in Spanish', async () => {
    await switchLanguage('es');
    render(
      <RecordFields
        record={{ 'edtf:inception': '1950~', 'edtf:cessation': '..', 'wof:lastmodified': 1_699_964_000, 'millsfield:count_objects': 12345 }}
        primary={['edtf:inception', 'edtf:cessation', 'millsfield:count_objects']}
        presented={new Set()}
      />,
    );
    expect(screen.getByText('Fecha de inicio').nextElementSibling).toHaveTextContent('aprox. 1950');
    expect(screen.getByText('Fecha de fin').nextElementSibling).toHaveTextContent('En curso');
    expect(screen.getByText('Objetos').nextElementSibling).toHaveTextContent('12.345');
    expect(screen.getByText('Última actualización').nextElementSibling).toHaveTextContent('14 nov 2023');
  });
});
