import { render } from '@testing-library/react';
import { shoeboxText } from '../features/shoebox/messages.ts';
import { switchLanguage } from './language.ts';
import { withData } from './with-data.tsx';

afterEach(async () => {
  await switchLanguage('en');
});

describe('withData', () => {
  it('keeps the whole translated sentence and sets the name apart, wherever the language puts it', async () => {
    await switchLanguage('zh');
    const { container } = render(<p>{withData(shoeboxText.signIn.demoAs, 'Ada')}</p>);
    expect(container.textContent).toBe('以 Ada 身份登录');
    expect(container.querySelector('bdi')?.textContent).toBe('Ada');
  });
});
