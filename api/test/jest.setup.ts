// Each test file starts its own database, and a few tests start the server as a child process: more
// than jest's default 5 s. (A setup file, because `testTimeout` in a project config is ignored when the
// root config runs all projects.)
jest.setTimeout(60_000);
