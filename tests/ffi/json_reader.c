/* A minimal recursive-descent JSON reader (RFC 8259, without duplicate-key checks). */
#include "json_reader.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEPTH = 64 };

typedef struct parser {
  const char* start;
  const char* at;
  char* error;
  size_t error_size;
  int failed;
} parser;

static void fail(parser* p, const char* format, ...) {
  if (p->failed) return;
  p->failed = 1;
  int used = snprintf(p->error, p->error_size, "offset %ld: ", (long)(p->at - p->start));
  if (used < 0 || (size_t)used >= p->error_size) return;
  va_list args;
  va_start(args, format);
  vsnprintf(p->error + used, p->error_size - (size_t)used, format, args);
  va_end(args);
}

static void skip_space(parser* p) {
  while (*p->at == ' ' || *p->at == '\t' || *p->at == '\n' || *p->at == '\r') ++p->at;
}

static json_value* new_value(parser* p, json_type type) {
  json_value* v = calloc(1, sizeof *v);
  if (!v) fail(p, "out of memory");
  else v->type = type;
  return v;
}

/* Appends to a growing array; returns 0 on allocation failure. */
static int append(parser* p, json_value* container, json_value* item, char* key) {
  size_t n = container->count + 1;
  json_value** items = realloc(container->items, n * sizeof *items);
  if (items) container->items = items;
  if (items && container->type == JSON_OBJECT) {
    char** keys = realloc(container->keys, n * sizeof *keys);
    if (!keys) items = NULL;
    else container->keys = keys;
  }
  if (!items) {
    fail(p, "out of memory");
    return 0;
  }
  container->items[container->count] = item;
  if (container->type == JSON_OBJECT) container->keys[container->count] = key;
  container->count = n;
  return 1;
}

static void put_utf8(char* out, size_t* len, uint32_t cp) {
  if (cp < 0x80) {
    out[(*len)++] = (char)cp;
  } else if (cp < 0x800) {
    out[(*len)++] = (char)(0xC0 | (cp >> 6));
    out[(*len)++] = (char)(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out[(*len)++] = (char)(0xE0 | (cp >> 12));
    out[(*len)++] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[(*len)++] = (char)(0x80 | (cp & 0x3F));
  } else {
    out[(*len)++] = (char)(0xF0 | (cp >> 18));
    out[(*len)++] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[(*len)++] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[(*len)++] = (char)(0x80 | (cp & 0x3F));
  }
}

/* Reads four hex digits. The caller's literal has a closing quote, so this stops at it at the
 * latest and never reads past the end of the text. */
static int hex4(parser* p, uint32_t* out) {
  uint32_t v = 0;
  for (int i = 0; i < 4; ++i) {
    char c = *p->at++;
    v <<= 4;
    if (c >= '0' && c <= '9') v |= (uint32_t)(c - '0');
    else if (c >= 'a' && c <= 'f') v |= (uint32_t)(c - 'a' + 10);
    else if (c >= 'A' && c <= 'F') v |= (uint32_t)(c - 'A' + 10);
    else {
      fail(p, "bad \\u escape");
      return 0;
    }
  }
  *out = v;
  return 1;
}

/* Reads a string literal (p->at on the opening quote) into a new NUL-terminated buffer. The
 * decoded text is never longer than the literal, so one allocation of that size suffices. */
static char* parse_string(parser* p) {
  const char* end = p->at + 1;
  while (*end && *end != '"') end += (*end == '\\' && end[1]) ? 2 : 1;
  if (*end != '"') {
    fail(p, "unterminated string");
    return NULL;
  }
  char* out = malloc((size_t)(end - p->at));
  if (!out) {
    fail(p, "out of memory");
    return NULL;
  }
  size_t len = 0;
  ++p->at;
  while (p->at < end && !p->failed) {
    char c = *p->at++;
    if ((unsigned char)c < 0x20) {
      fail(p, "control character in string");
    } else if (c != '\\') {
      out[len++] = c;
    } else {
      char e = *p->at++;
      uint32_t cp, low;
      switch (e) {
        case '"': out[len++] = '"'; break;
        case '\\': out[len++] = '\\'; break;
        case '/': out[len++] = '/'; break;
        case 'b': out[len++] = '\b'; break;
        case 'f': out[len++] = '\f'; break;
        case 'n': out[len++] = '\n'; break;
        case 'r': out[len++] = '\r'; break;
        case 't': out[len++] = '\t'; break;
        case 'u':
          if (!hex4(p, &cp)) break;
          /* A surrogate pair: \uD8xx\uDCxx is one code point (12 bytes in, at most 4 out). */
          if (cp >= 0xD800 && cp < 0xDC00 && p->at[0] == '\\' && p->at[1] == 'u') {
            p->at += 2;
            if (!hex4(p, &low)) break;
            if (low < 0xDC00 || low > 0xDFFF) {
              fail(p, "bad surrogate pair");
              break;
            }
            cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
          }
          put_utf8(out, &len, cp);
          break;
        default: fail(p, "bad escape \\%c", e);
      }
    }
  }
  p->at = end + 1;
  out[len] = '\0';
  if (p->failed) {
    free(out);
    return NULL;
  }
  return out;
}

static json_value* parse_value(parser* p, int depth);

static json_value* parse_container(parser* p, int depth, int is_object) {
  json_value* v = new_value(p, is_object ? JSON_OBJECT : JSON_ARRAY);
  char close = is_object ? '}' : ']';
  if (!v) return NULL;
  ++p->at;
  skip_space(p);
  if (*p->at == close) {
    ++p->at;
    return v;
  }
  while (!p->failed) {
    char* key = NULL;
    skip_space(p);
    if (is_object) {
      if (*p->at != '"') {
        fail(p, "expected a member name");
        break;
      }
      if (!(key = parse_string(p))) break;
      skip_space(p);
      if (*p->at != ':') {
        fail(p, "expected ':'");
        free(key);
        break;
      }
      ++p->at;
    }
    json_value* item = parse_value(p, depth + 1);
    if (!item || !append(p, v, item, key)) {
      json_free(item);
      free(key);
      break;
    }
    skip_space(p);
    if (*p->at == ',') {
      ++p->at;
    } else if (*p->at == close) {
      ++p->at;
      return v;
    } else {
      fail(p, "expected ',' or '%c'", close);
    }
  }
  json_free(v);
  return NULL;
}

static json_value* parse_value(parser* p, int depth) {
  if (depth > MAX_DEPTH) {
    fail(p, "nested too deeply");
    return NULL;
  }
  skip_space(p);
  char c = *p->at;
  if (c == '{' || c == '[') return parse_container(p, depth, c == '{');
  if (c == '"') {
    char* s = parse_string(p);
    json_value* v = s ? new_value(p, JSON_STRING) : NULL;
    if (v) v->string = s;
    else free(s);
    return v;
  }
  static const struct { const char* word; json_type type; int boolean; } words[] = {
      {"true", JSON_BOOL, 1}, {"false", JSON_BOOL, 0}, {"null", JSON_NULL, 0}};
  for (size_t i = 0; i < sizeof words / sizeof words[0]; ++i) {
    size_t n = strlen(words[i].word);
    if (strncmp(p->at, words[i].word, n) == 0) {
      p->at += n;
      json_value* v = new_value(p, words[i].type);
      if (v) v->boolean = words[i].boolean;
      return v;
    }
  }
  if (c == '-' || (c >= '0' && c <= '9')) {
    char* end;
    double number = strtod(p->at, &end);
    p->at = end;
    json_value* v = new_value(p, JSON_NUMBER);
    if (v) v->number = number;
    return v;
  }
  fail(p, c ? "unexpected character '%c'" : "unexpected end of input", c);
  return NULL;
}

json_value* json_parse(const char* text, char* error, size_t error_size) {
  parser p = {text, text, error, error_size, 0};
  json_value* root = parse_value(&p, 0);
  if (root) {
    skip_space(&p);
    if (*p.at) fail(&p, "trailing characters");
  }
  if (p.failed) {
    json_free(root);
    return NULL;
  }
  return root;
}

void json_free(json_value* value) {
  if (!value) return;
  for (size_t i = 0; i < value->count; ++i) {
    json_free(value->items[i]);
    if (value->keys) free(value->keys[i]);
  }
  free(value->items);
  free(value->keys);
  free(value->string);
  free(value);
}

const json_value* json_get(const json_value* object, const char* key) {
  if (!object || object->type != JSON_OBJECT) return NULL;
  for (size_t i = 0; i < object->count; ++i)
    if (strcmp(object->keys[i], key) == 0) return object->items[i];
  return NULL;
}

const char* json_get_string(const json_value* object, const char* key) {
  const json_value* v = json_get(object, key);
  return v && v->type == JSON_STRING ? v->string : NULL;
}
