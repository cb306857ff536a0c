import { z } from 'zod';

/*
 * zod 4 probes `new Function('')` to decide whether it may compile fast parsers. Our
 * Content-Security-Policy forbids eval (no 'unsafe-eval'), so the probe shows up as a CSP
 * violation in the browser console and in Lighthouse. Imported for its side effect by every
 * module that parses with zod in the browser, before the first parse.
 */
z.config({ jitless: true });
