import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first lazy import in a test file transforms its modules on demand: on a busy 2-core
// machine that alone has taken over a second. findBy* still resolves as soon as its element shows.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
