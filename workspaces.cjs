// The workspace folders the root package.json names, a trailing `*` expanded (`mfe-*` → every
// mfe-… folder with a package.json), so jest and ESLint pick up a new remote folder on their own.
const fs = require('fs');
const path = require('path');

/** @param {string} root @returns {string[]} folder names relative to root, in the listed order */
function workspaceDirs(root) {
  const patterns = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
  return patterns.flatMap((pattern) => {
    if (!pattern.endsWith('*')) return [pattern];
    const prefix = pattern.slice(0, -1);
    return fs
      .readdirSync(root, { withFileTypes: true })
      .filter((e) => e.isDirectory() && e.name.startsWith(prefix) && fs.existsSync(path.join(root, e.name, 'package.json')))
      .map((e) => e.name)
      .sort();
  });
}

/** @param {string} root @param {string} dir @returns {{ dependencies?: Record<string, string>, scripts?: Record<string, string> }} */
const readPackage = (root, dir) => JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8'));

module.exports = { workspaceDirs, readPackage };
