/** The kiosk pages' UI strings (English), loaded with their code, not with the shell. */
export const kioskText = {
  untitled: 'Untitled object',
  welcome: 'Welcome to the museum',
  touchToExplore: 'Touch to explore',
  attractLabel: 'Welcome screen',
  stillThere: 'Still there?',
  resetIn: (seconds: number) => `Starting over in ${seconds} ${seconds === 1 ? 'second' : 'seconds'} for the next visitor.`,
  imStillHere: 'I’m still here',
  back: 'Back',
  home: 'Home',
  textSize: 'Text size',
  textNormal: 'Normal',
  textLarge: 'Large',
  controls: 'Kiosk controls',
} as const;
