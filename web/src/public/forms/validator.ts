// The forms' validation as the browser loads it, on first use (`loadValidator`): zod's JIT is
// turned off (shared/zod-jitless.ts) before the server's form schemas are built, in this chunk
// rather than the page's entry, which so carries none of zod.
import '../../shared/zod-jitless';

export { validateForm } from '@hospital/content/forms/index';
