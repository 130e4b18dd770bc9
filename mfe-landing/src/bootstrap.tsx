// The dev server's page (behind the federation boundary of index.ts): the same standalone tree as
// the production standalone build, rendered in the browser.
import { mountLanding } from './app/mount';

void mountLanding();
