/* Opens libkiln with dlopen() and fills the function table (see loader.go). */
#ifndef KILN_GO_LOADER_H
#define KILN_GO_LOADER_H

/* Returns 1 on success; on failure 0 with *error set to a malloc()ed dlerror() text. */
int kiln_go_open(const char* path, char** error);

#endif
