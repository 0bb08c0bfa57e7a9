import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { switchLanguage } from '../../i18n/language.ts';
import { socialText } from './messages.ts';
import { TagForm } from './TagForm.tsx';

function renderForm() {
  const router = createMemoryRouter(
    [
      { path: '/social', element: <TagForm /> },
      { path: '/social/:hashtag', element: <p>feed</p> },
    ],
    { initialEntries: ['/social'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('TagForm', () => {
  it.each(['sfo museum', 'sfo/museum'])('says what is wrong with "%s", stays on the page and keeps focus on the field', async (typed) => {
    const router = renderForm();
    const field = screen.getByLabelText(socialText.formLabel);
    await userEvent.type(field, typed);
    await userEvent.click(screen.getByRole('button', { name: socialText.go }));
    expect(screen.getByRole('alert')).toHaveTextContent(socialText.tagInvalid);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(new RegExp(socialText.tagInvalid.slice(0, 20)));
    expect(field).toHaveFocus();
    expect(router.state.location.pathname).toBe('/social');
  });

  it('opens the feed of a valid tag, and forgets an earlier problem', async () => {
    const router = renderForm();
    const field = screen.getByLabelText(socialText.formLabel);
    await userEvent.click(screen.getByRole('button', { name: socialText.go }));
    expect(screen.getByRole('alert')).toHaveTextContent(socialText.tagRequired);
    await userEvent.type(field, '#Aviation{Enter}');
    expect(router.state.location.pathname).toBe('/social/Aviation');
  });
});

describe('TagForm in Spanish', () => {
  afterEach(async () => {
    await switchLanguage('en');
  });

  it('says what is wrong in the language chosen after the form’s code loaded', async () => {
    await switchLanguage('es');
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Ver publicaciones' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Escriba una etiqueta.');
    await userEvent.type(screen.getByLabelText('Etiqueta'), 'sfo museum{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/^Una etiqueta es una sola palabra/);
  });
});
