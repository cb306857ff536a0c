import { configure } from '@testing-library/dom';

// findBy* and waitFor wait up to 30 s instead of 1 s: a guard against a hang, never a pace. A lazily loaded
// dialog or page chunk took longer than a second to import on a busy CI machine (cookie-consent's settings
// dialog failed that way), and the unit tier ran 20 times slower than alone beside the other stages on a
// busy machine. A condition that never comes true still fails, only later. Tests use testing-library's
// `waitFor` (which reads this), not `vi.waitFor` (1 s, set per call).
configure({ asyncUtilTimeout: 30_000 });
