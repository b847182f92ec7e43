// An implicit convolution's patch rows, for the product kernels built with CONV_B
// (matmul_coopmat.comp, matmul_tiled.comp; conv_gemm_ops.cpp sets them up). Row n of the patch
// matrix is output position n % P of image n / P; its K runs tap-major over channels-last images
// [S..., C] (k = tap * C + channel), so a K slice of at most C values, C a multiple of the slice,
// is one tap's channels, contiguous in memory. Three spatial axes; missing ones have extent 1.
// The host checks that an image's elements and N x P fit 31 bits.

struct ConvRows {
  ivec3 in_ext;   // input extents
  uvec3 out_ext;  // output extents
  uvec3 taps;     // kernel extents
  ivec3 stride, pad, dilation;
  uint channels;
  uint positions;   // P: output positions per image
  uint image_size;  // an image's input elements
};

// The geometry, as the host writes it from field `at` of the meta table: input extents, output
// extents, taps, strides, low padding, kernel dilation (three each), then C.
ConvRows conv_rows(Meta meta, uint at) {
  ConvRows c;
  c.in_ext = ivec3(meta.v[at], meta.v[at + 1], meta.v[at + 2]);
  c.out_ext = uvec3(meta.v[at + 3], meta.v[at + 4], meta.v[at + 5]);
  c.taps = uvec3(meta.v[at + 6], meta.v[at + 7], meta.v[at + 8]);
  c.stride = ivec3(meta.v[at + 9], meta.v[at + 10], meta.v[at + 11]);
  c.pad = ivec3(meta.v[at + 12], meta.v[at + 13], meta.v[at + 14]);
  c.dilation = ivec3(meta.v[at + 15], meta.v[at + 16], meta.v[at + 17]);
  c.channels = uint(meta.v[at + 18]);
  c.positions = c.out_ext.x * c.out_ext.y * c.out_ext.z;
  c.image_size = uint(c.in_ext.x * c.in_ext.y * c.in_ext.z) * c.channels;
  return c;
}

// Row n's first tap's input position, and its image.
ivec3 conv_origin(ConvRows c, uint n, out uint image) {
  image = n / c.positions;
  uint p = n - image * c.positions;
  uvec3 at = uvec3(p / (c.out_ext.y * c.out_ext.z), (p / c.out_ext.z) % c.out_ext.y, p % c.out_ext.z);
  return ivec3(at) * c.stride - c.pad;
}

// Where a K slice reads, relative to a row's origin: its tap's shift and its first channel. The
// kernels walk the slices in order (conv_next_slice), so no slice divides K by C and the taps.
struct ConvSlice {
  ivec3 shift;
  uvec3 tap;
  uint channel;
};

ConvSlice conv_first_slice() { return ConvSlice(ivec3(0), uvec3(0), 0u); }

// The slice `width` channels on (C being a multiple of it): the next tap's first channels at the
// end of a tap's.
void conv_next_slice(ConvRows c, inout ConvSlice s, uint width) {
  s.channel += width;
  if (s.channel < c.channels) return;
  s.channel = 0;
  if (++s.tap.z == c.taps.z) {
    s.tap.z = 0;
    if (++s.tap.y == c.taps.y) {
      s.tap.y = 0;
      ++s.tap.x;
    }
  }
  s.shift = ivec3(s.tap) * c.dilation;
}

// The element offset in its image of `channel` at input position q; false in the padding.
bool conv_element(ConvRows c, ivec3 q, uint channel, out uint at) {
  at = ((uint(q.x) * uint(c.in_ext.y) + uint(q.y)) * uint(c.in_ext.z) + uint(q.z)) * c.channels + channel;
  return all(greaterThanEqual(q, ivec3(0))) && all(lessThan(q, c.in_ext));
}

// The output element of product row m (an output feature of `features`) and column n: the
// convolution's [N, O, P] layout.
uint64_t conv_output_index(ConvRows c, uint m, uint n, uint features) {
  uint image = n / c.positions;
  return (uint64_t(image) * features + m) * c.positions + (n - image * c.positions);
}
