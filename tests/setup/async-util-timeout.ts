import { configure } from '@testing-library/dom';

// findBy* and waitFor wait up to 5 s instead of 1 s: a lazily loaded dialog or page chunk takes longer
// than a second to import on a busy CI machine (cookie-consent's settings dialog failed that way).
// A condition that never comes true still fails, only later.
configure({ asyncUtilTimeout: 5_000 });
