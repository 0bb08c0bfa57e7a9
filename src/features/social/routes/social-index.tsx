import { Link } from 'react-router';
import { en } from '../../../lib/messages/en.ts';
import { socialText } from '../messages.ts';
import { services } from '../../../lib/services.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TagForm } from '../TagForm.tsx';
import '../social.css';

export function Component() {
  const { hashtags } = services().config;
  return (
    <>
      <PageHeader title={socialText.title} crumbs={[{ label: en.app.home, to: '/' }]}>
        <p className="lede">{socialText.intro}</p>
      </PageHeader>
      <TagForm />
      <h2>{socialText.suggested}</h2>
      <ul className="tag-list">
        {hashtags.map((tag) => (
          <li key={tag}>
            <Link to={`/social/${encodeURIComponent(tag)}`}>#{tag}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
