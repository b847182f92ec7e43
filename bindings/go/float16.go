package kiln

import "math"

// Float16 is an IEEE 754 half-precision value, stored as its bits: the element type of
// DTypeFloat16 tensors. Go has no float16, so convert with Float16FromFloat32 and Float32.
type Float16 uint16

// BFloat16 is a bfloat16 value (the top half of a float32), stored as its bits: the element
// type of DTypeBFloat16 tensors.
type BFloat16 uint16

// Float16FromFloat32 rounds f to the nearest half-precision value (ties to even).
func Float16FromFloat32(f float32) Float16 {
	bits := math.Float32bits(f)
	sign := uint16(bits>>16) & 0x8000
	exponent := int(bits>>23) & 0xff
	mantissa := bits & 0x7fffff
	if exponent == 0xff { // infinity, or NaN kept quiet
		if mantissa != 0 {
			return Float16(sign | 0x7e00)
		}
		return Float16(sign | 0x7c00)
	}
	biased := exponent - 127 + 15
	if biased >= 0x1f {
		return Float16(sign | 0x7c00)
	}
	if biased <= 0 { // a half subnormal, or zero
		if biased < -10 {
			return Float16(sign)
		}
		return Float16(sign | uint16(roundShift(mantissa|0x800000, uint(14-biased))))
	}
	// A carry out of the mantissa correctly bumps the exponent (to infinity at the top).
	return Float16(sign | uint16(uint32(biased)<<10+roundShift(mantissa, 13)))
}

// roundShift is value >> shift rounded to nearest, ties to even.
func roundShift(value uint32, shift uint) uint32 {
	kept := value >> shift
	rest := value & (1<<shift - 1)
	half := uint32(1) << (shift - 1)
	if rest > half || (rest == half && kept&1 == 1) {
		kept++
	}
	return kept
}

// Float32 is h's exact float32 value.
func (h Float16) Float32() float32 {
	sign := uint32(h&0x8000) << 16
	exponent := uint32(h>>10) & 0x1f
	mantissa := uint32(h) & 0x3ff
	switch {
	case exponent == 0x1f:
		return math.Float32frombits(sign | 0x7f800000 | mantissa<<13)
	case exponent == 0 && mantissa == 0:
		return math.Float32frombits(sign)
	case exponent == 0: // subnormal: normalise into a float32 exponent
		biased := uint32(127 - 15 + 1)
		for mantissa&0x400 == 0 {
			mantissa <<= 1
			biased--
		}
		return math.Float32frombits(sign | biased<<23 | (mantissa&0x3ff)<<13)
	}
	return math.Float32frombits(sign | (exponent+127-15)<<23 | mantissa<<13)
}

// BFloat16FromFloat32 rounds f to the nearest bfloat16 (ties to even).
func BFloat16FromFloat32(f float32) BFloat16 {
	bits := math.Float32bits(f)
	if f != f { // NaN: keep it a (quiet) NaN rather than let rounding carry into infinity
		return BFloat16(bits>>16 | 0x40)
	}
	return BFloat16(roundShift(bits, 16))
}

// Float32 is b's exact float32 value.
func (b BFloat16) Float32() float32 {
	return math.Float32frombits(uint32(b) << 16)
}
