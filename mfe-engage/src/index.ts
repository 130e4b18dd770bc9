// Async boundary: shared libraries are negotiated with the host (or loaded alone) before the app runs.
void import('./bootstrap');
