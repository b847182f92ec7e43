/* A minimal JSON reader: enough for abi/kiln.api.json (objects, arrays, strings with escapes,
 * numbers, true/false/null). The whole document becomes one tree, freed with json_free. */
#ifndef KILN_TESTS_FFI_JSON_READER_H
#define KILN_TESTS_FFI_JSON_READER_H

#include <stddef.h>

typedef enum json_type { JSON_NULL, JSON_BOOL, JSON_NUMBER, JSON_STRING, JSON_ARRAY, JSON_OBJECT } json_type;

typedef struct json_value json_value;
struct json_value {
  json_type type;
  int boolean;         /* JSON_BOOL */
  double number;       /* JSON_NUMBER */
  char* string;        /* JSON_STRING, NUL-terminated UTF-8 */
  size_t count;        /* JSON_ARRAY and JSON_OBJECT: number of items */
  json_value** items;  /* JSON_ARRAY elements, JSON_OBJECT member values */
  char** keys;         /* JSON_OBJECT member names, parallel to items */
};

/* Parses a NUL-terminated document. On failure returns NULL and writes a message with the
 * byte offset into error. */
json_value* json_parse(const char* text, char* error, size_t error_size);
void json_free(json_value* value);

/* The member `key` of an object, or NULL when absent or when `object` is not an object. */
const json_value* json_get(const json_value* object, const char* key);
/* The string member `key`, or NULL when absent or not a string. */
const char* json_get_string(const json_value* object, const char* key);

#endif
