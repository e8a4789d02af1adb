import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { withFreshSwrCache, withMemoryRouter, withUi } from './decorators';

export const viewports = {
  mobile: { name: 'Điện thoại 375', styles: { width: '375px', height: '720px' }, type: 'mobile' },
  tablet: { name: 'Máy tính bảng 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Máy tính 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  loaders: [mswLoader()],
  decorators: [withMemoryRouter, withFreshSwrCache, withUi],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: { options: viewports },
    a11y: {
      // A story that breaks an axe rule fails its test, in the browser and in CI.
      test: 'error',
      // react-aria's live announcer is a global, visually hidden log; an announcement made by one story
      // can outlive it and point at an element that is gone. It is not part of any screen under test.
      context: { include: ['body'], exclude: ['[data-live-announcer]'] },
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        rules: { 'target-size': { enabled: true } },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
