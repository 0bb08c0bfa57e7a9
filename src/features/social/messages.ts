/** The social pages' UI strings (English), loaded with their code, not with the shell. */
export const socialText = {
  title: 'Social',
  intro: 'Posts from the museum’s social media, by hashtag.',
  suggested: 'Suggested hashtags',
  formLabel: 'Hashtag',
  formHelp: 'With or without the #.',
  go: 'Show posts',
  feedTitle: (tag: string) => `#${tag}`,
  feedLabel: (tag: string) => `Posts tagged #${tag}`,
  empty: 'No posts with this hashtag yet.',
  posted: (date: string) => `Posted ${date}`,
  original: 'Original post',
  tagRequired: 'Enter a hashtag.',
  tagInvalid: 'A hashtag is one word: letters, numbers and _ only, with no spaces, slashes or other punctuation.',
  tagTooLong: 'A hashtag can be at most 100 characters long.',
} as const;
