import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Import boundaries of the web app (docs/web-structure.md). Direction:
 * entry/app/embed → layout → pages → features, sections → components, lib, content, hooks, state, seo → shared.
 * A feature never imports another feature, a section never another section.
 */
const root = path.dirname(fileURLToPath(import.meta.url));
const web = './web/src';
const foldersOf = (dir) =>
  fs.readdirSync(path.join(root, dir), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);

const entry = [`${web}/app`, `${web}/embed`, `${web}/boot.ts`, `${web}/app-entry.ts`, `${web}/entry-client.tsx`, `${web}/entry-server.tsx`];
const base = ['components', 'lib', 'content', 'hooks', 'state', 'seo'].map((d) => `${web}/${d}`);
const above = (...layers) => layers.flat();

const siblingZones = (dir, message) =>
  foldersOf(dir).map((name) => ({
    target: `./${dir}/${name}`,
    from: `./${dir}`,
    except: [`./${name}`],
    message,
  }));

export const boundaryZones = [
  ...base.map((target) => ({
    target,
    from: above(entry, `${web}/layout`, `${web}/pages`, `${web}/features`, `${web}/sections`),
    message: 'components, lib, content, hooks, state and seo are the bottom layer: move what they need down to them.',
  })),
  {
    target: [`${web}/features`, `${web}/sections`],
    from: above(entry, `${web}/layout`, `${web}/pages`),
    message: 'Features and sections never import pages, the layout or the app shell.',
  },
  { target: `${web}/features`, from: `${web}/sections`, message: 'A feature never imports a section: move the shared part to components/ or lib/.' },
  { target: `${web}/sections`, from: `${web}/features`, message: 'A section never imports a feature: the page composes them.' },
  ...siblingZones('web/src/features', 'A feature never imports another feature: move the shared part to components/ or lib/, or let the page compose them.'),
  ...siblingZones('web/src/sections', 'A section never imports another section: move the shared part to components/ or lib/.'),
  { target: `${web}/pages`, from: above(entry, `${web}/layout`), message: 'Pages never import the app shell or the layout.' },
  { target: `${web}/layout`, from: entry, message: 'The layout never imports the app shell.' },
  {
    target: './services/src/use-cases',
    from: ['./services/src/http', './services/src/handlers'],
    message: 'Use cases know nothing of HTTP: throw a Refusal (use-cases/refusal.ts) and let services/src/http map it to a status.',
  },
  {
    target: './shared',
    from: ['./web', './services', './infra', './tests', './scripts'],
    message: 'shared/ is the bottom of the whole repository: it imports none of the packages that use it.',
  },
];
