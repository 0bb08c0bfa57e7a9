import { Link, useLoaderData } from 'react-router';
import { socialText } from '../messages.ts';
import { services } from '../../../lib/config/services.ts';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { heading } from '../../../lib/head/route-head.ts';
import type { socialIndexLoader } from '../loaders.ts';
import { TagForm } from '../TagForm.tsx';
import '../social.css';
import { paths } from '../../../lib/addresses/paths.ts';

export function Component() {
  const { hashtags } = services().config;
  const sent = useLoaderData<typeof socialIndexLoader>();
  return (
    <>
      <PageHeader title={socialText.title} crumbs={[]}>
        <p className="lede">{socialText.intro}</p>
      </PageHeader>
      <TagForm initial={sent?.tag} initialProblem={sent?.problem} />
      <h2>{socialText.suggested}</h2>
      <ul className="tag-list">
        {hashtags.map((tag) => (
          <li key={tag}>
            <Link to={paths.feed.href(tag)}>
              <bdi>#{tag}</bdi>
            </Link>
          </li>
        ))}
      </ul>
    </>
  );
}

export const head = () => heading(socialText.title, []);
