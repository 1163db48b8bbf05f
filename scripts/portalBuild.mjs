// The build step of `npm start`, apart so that a test can run it as `npm start` does.
import { execSync } from 'node:child_process';

/**
 * Builds server and web app. The web bundle is a production bundle whatever NODE_ENV the caller
 * runs under: with NODE_ENV=test (as the browser journeys start the server) Vite would otherwise
 * bundle React's and antd's development code, which users never get.
 */
export function buildPortal(root, env = process.env) {
  execSync('npm run build', { cwd: root, stdio: 'inherit', env: { ...env, NODE_ENV: 'production' } });
}
