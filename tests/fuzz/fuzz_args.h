// Argument kinds for the generated call routines (fuzz_calls.gen.cpp, tools/gen/emit_fuzz.py): each
// draws its value from the input and the session, valid, boundary and garbage alike, and checks
// what the call did with it. Buffers are exactly as long as the count passed with them, so ASan
// catches any access past it; NULL goes with any count, huge ones included.
#pragma once

#include <kiln/kiln.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <initializer_list>
#include <memory>

#include "fuzz_contract.h"
#include "fuzz_session.h"

namespace kiln_fuzz {

// One call's draws, and whether everything its result is built from is small (fuzz_session.h).
struct Draw {
  explicit Draw(Session& s) : s(s), in(s.in) {}
  Session& s;
  Input& in;
  bool small = true;

  int64_t integer() { return in.integer(); }
  double real() { return in.real(); }
  bool flag() { return in.pick(2) == 1; }

  // An array length: usually 0..4, sometimes up to 70 (past the rank limit).
  size_t count() {
    uint8_t b = in.byte();
    return b < 240 ? b % 5 : b % 71;
  }
  // When every array of a count is NULL the count may be anything: the library must not read.
  size_t count_if_null(size_t n, std::initializer_list<const void*> arrays) {
    for (const void* a : arrays) {
      if (a) return n;
    }
    static const size_t kHuge[] = {1, 3, SIZE_MAX, SIZE_MAX / 8, size_t{1} << 31, size_t{1} << 62};
    return in.pick(4) == 0 ? kHuge[in.pick(sizeof kHuge / sizeof kHuge[0])] : n;
  }

  // A valid enum value, or any int in its place (the C API takes any int where an enum is).
  template <typename Enum>
  Enum choice(std::initializer_list<Enum> values) {
    uint8_t b = in.byte();
    if (b < 240) return values.begin()[b % values.size()];
    int32_t v = static_cast<int32_t>(in.integer());
    Enum e;
    std::memcpy(&e, &v, sizeof e);
    return e;
  }

  kiln_tensor tensor() {
    bool one = false;
    kiln_tensor t = s.tensor(&one);
    small = small && one;
    return t;
  }
  kiln_tensor key() { return in.pick(2) ? s.key() : tensor(); }
  kiln_function function() {
    bool one = false;
    kiln_function f = s.function(&one);
    small = small && one;
    return f;
  }
  // Work per result element (a window's extents): a product past kSmallElements is not evaluated.
  template <typename Array>
  void work(const Array& a) {
    __int128 product = 1;
    for (size_t i = 0; i < a.length; ++i) {
      product *= a.values[i] < 0 ? -static_cast<__int128>(a.values[i]) : a.values[i];
      if (product > kSmallElements) small = false;
      if (product > kSmallElements) return;
    }
  }

  // A string: a name the library knows, a wrong one, raw bytes, or NULL.
  const char* text();

  void keep(kiln_tensor t) { s.keep(t, small); }
  void keep_function(kiln_function f) { s.keep_function(f, small); }

 private:
  char fuzzed_[17] = {};
};

// An array of `length` values (exactly: ASan sees a read past it), sometimes NULL.
template <typename T>
struct Array {
  Array(Draw& d, size_t length) : length(length), values(new T[length]) {
    null = d.in.pick(16) == 0;
    for (size_t i = 0; i < length; ++i) values[i] = draw(d);
  }
  T* get() const { return null ? nullptr : values.get(); }
  T draw(Draw& d);
  size_t length;
  std::unique_ptr<T[]> values;
  bool null;
};

// Integers: axes, extents, strides, paddings... A long list holds ones (a valid shape past the rank
// limit).
template <>
inline int64_t Array<int64_t>::draw(Draw& d) {
  return length > 8 ? 1 : d.integer();
}
template <>
inline size_t Array<size_t>::draw(Draw& d) {
  return static_cast<size_t>(d.integer());
}
template <>
inline kiln_tensor Array<kiln_tensor>::draw(Draw& d) {
  return d.tensor();
}

using Ints = Array<int64_t>;
using Sizes = Array<size_t>;
using Tensors = Array<kiln_tensor>;

// Out values: a local, or sometimes a NULL pointer (which a call must refuse).
template <typename T>
struct Out {
  explicit Out(Draw& d) : ptr(d.in.pick(64) == 0 ? nullptr : &value) {}
  T value{};
  T* ptr;
};

inline void check_pointer(kiln_status status, const void* ptr, const char* call) {
  if (!ptr && status == KILN_STATUS_OK) broken("succeeded with a NULL out pointer", call);
}

// A NULL out array is fine only when the count passed with it is 0 (nothing to write).
inline void check_array(kiln_status status, const void* ptr, size_t passed, const char* call) {
  if (passed > 0) check_pointer(status, ptr, call);
}

// An out handle is set on success and NULL on failure.
template <typename Handle>
void check_handle(kiln_status status, const Out<Handle>& out, const char* call) {
  check_pointer(status, out.ptr, call);
  if (out.ptr) checked_out(status, out.value, call);
}

// As check_handle, where the docs let a success leave the handle NULL.
template <typename Handle>
void check_handle_or_null(kiln_status status, const Out<Handle>& out, const char* call) {
  check_pointer(status, out.ptr, call);
  if (out.ptr && status != KILN_STATUS_OK && out.value) broken("failed but set its out handle", call);
}

// A returned string is readable to its end.
inline void check_text(kiln_status status, const Out<const char*>& out, const char* call) {
  check_pointer(status, out.ptr, call);
  if (status == KILN_STATUS_OK && out.value) (void)std::strlen(out.value);
}

inline void check_returned_text(const char* text, const char* call) {
  if (!text) broken("returned NULL", call);
  (void)std::strlen(text);
}

// Out arrays of `length` entries (exactly), sometimes NULL.
struct OutInts {
  OutInts(Draw& d, size_t length) : values(new int64_t[length]), null(d.in.pick(16) == 0) {}
  int64_t* get() const { return null ? nullptr : values.get(); }
  void check(kiln_status status, size_t passed, const char* call) const { check_array(status, get(), passed, call); }
  std::unique_ptr<int64_t[]> values;
  bool null;
};

// Results: every entry set on success (each kept in the pool), none on failure.
struct OutTensors {
  OutTensors(Draw& d, size_t length) : d(d), length(length), values(new kiln_tensor[length]()), null(d.in.pick(16) == 0) {}
  kiln_tensor* get() const { return null ? nullptr : values.get(); }
  void check(kiln_status status, size_t passed, const char* call) {
    check_array(status, get(), passed, call);
    for (size_t i = 0; !null && i < length; ++i) {
      if (status == KILN_STATUS_OK && !values[i]) broken("succeeded without a result handle", call);
      if (status != KILN_STATUS_OK && values[i]) broken("failed but set a result handle", call);
    }
    for (size_t i = 0; !null && status == KILN_STATUS_OK && i < length; ++i) d.keep(values[i]);
  }
  Draw& d;
  size_t length;
  std::unique_ptr<kiln_tensor[]> values;
  bool null;
};

// A caller-sized struct (struct_size small, exact or larger) in a buffer of exactly that many
// bytes: ASan reports a callee that writes past what struct_size allows.
template <typename Struct>
struct Room {
  explicit Room(Draw& d) : null(d.in.pick(32) == 0) {
    const size_t sizes[] = {sizeof(Struct), sizeof(size_t), 0, sizeof(Struct) + 64, 12};
    size = sizes[d.in.pick(5)];
    bytes.reset(new unsigned char[size < sizeof size ? sizeof size : size]());
    std::memcpy(bytes.get(), &size, sizeof size);
  }
  Struct* get() const { return null ? nullptr : reinterpret_cast<Struct*>(bytes.get()); }
  // A string field the callee filled (struct_size covers it) is readable to its end.
  void text(kiln_status status, const char* Struct::*field, size_t offset) const {
    if (status != KILN_STATUS_OK || null || size < offset + sizeof(const char*)) return;
    const char* value = get()->*field;
    if (value) (void)std::strlen(value);
  }
  std::unique_ptr<unsigned char[]> bytes;
  size_t size;
  bool null;
};

}  // namespace kiln_fuzz
