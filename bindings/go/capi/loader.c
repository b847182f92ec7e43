/* The Go binding loads libkiln at run time rather than linking it, so that KILN_LIBRARY_PATH
 * chooses the library (as for the Python binding) and an older 1.x library still works: its
 * missing functions fail with KILN_STATUS_UNSUPPORTED instead of stopping the program at load. */
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "loader.h"
#include "trampolines.gen.h"

static char* copy_text(const char* text) {
  size_t n = strlen(text) + 1;
  char* copy = malloc(n);
  if (copy) memcpy(copy, text, n);
  return copy;
}

int kiln_go_open(const char* path, char** error) {
  void* library = dlopen(path, RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char* why = dlerror();
    *error = copy_text(why ? why : "dlopen failed");
    return 0;
  }
  kiln_go_resolve(library);
  if (!kiln_go_fn.kiln_last_error) {
    *error = copy_text("the library has no kiln_last_error: not a Kiln library");
    dlclose(library);
    return 0;
  }
  return 1;  /* never closed: handles and callbacks may outlive any Go object */
}

/* Copied in the same C call that failed: kiln_last_error() is per OS thread, and a goroutine
 * can run on another thread by its next cgo call. */
char* kiln_go_copy_last_error(void) {
  return copy_text(kiln_go_fn.kiln_last_error());
}

int kiln_go_missing(const char* function, const char* since, char** message) {
  char text[256];
  snprintf(text, sizeof text, "%s is not in the loaded libkiln (it needs Kiln %s or later)", function, since);
  *message = copy_text(text);
  return KILN_STATUS_UNSUPPORTED;
}
