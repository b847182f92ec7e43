'use strict';
// Finds and loads libkiln.so.1 once per process, in the order the Python binding uses.

const fs = require('node:fs');
const path = require('node:path');
const koffi = require('koffi');

const SONAME = 'libkiln.so.1';

/** [where, path] pairs in search order. */
function candidates() {
  const found = [];
  const env = process.env.KILN_LIBRARY_PATH;
  if (env) {
    const isDir = fs.existsSync(env) && fs.statSync(env).isDirectory();
    found.push(['KILN_LIBRARY_PATH', isDir ? path.join(env, SONAME) : env]);
  }
  // Where a packaged install would put the library: beside the package.
  found.push(['package directory', path.join(__dirname, '..', SONAME)]);
  // A bare soname lets the dynamic loader search LD_LIBRARY_PATH, ld.so.cache and the defaults.
  found.push(['system loader path', SONAME]);
  return found;
}

let loaded = null;

/** The koffi library handle of libkiln.so.1; throws an Error naming every place tried. */
function loadLibrary() {
  if (loaded) return loaded;
  const tried = [];
  for (const [where, file] of candidates()) {
    if (file.includes(path.sep) && !fs.existsSync(file)) {
      tried.push(`${where}: ${file} (no such file)`);
      continue;
    }
    try {
      loaded = koffi.load(file);
      return loaded;
    } catch (err) {
      tried.push(`${where}: ${file} (${err.message})`);
    }
  }
  const err = new Error(`cannot load ${SONAME}; looked in:\n  ${tried.join('\n  ')}\n` +
    'Set KILN_LIBRARY_PATH to the library file or its directory.');
  err.code = 'KILN_LIBRARY_NOT_FOUND';
  throw err;
}

module.exports = { SONAME, loadLibrary };
