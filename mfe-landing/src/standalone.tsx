// The standalone deployment's entry: the page alone, hydrated over its prerendered HTML. Built
// without Module Federation, so it carries no federation runtime, shell, router, sign-in or UI kit.
import { mountLanding } from './app/mount';

void mountLanding();
