// jest-dom's matchers (toBeInTheDocument, toHaveAttribute, toHaveFocus...) on Vitest's expect, with
// their types: tsconfig.web.json includes this file, so the web type check sees them too.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// A screen's first lazy import in a test file transforms its modules on demand: on a busy 2-core
// machine that alone has taken over a second. findBy* still resolves as soon as its element shows.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});
