package kiln

import "unsafe"

// Element is a Go type that holds one element of a Kiln dtype, with the same bytes.
type Element interface {
	bool | int8 | int16 | int32 | int64 | uint8 | uint16 | uint32 | uint64 |
		Float16 | BFloat16 | float32 | float64
}

// DTypeOf is the Kiln dtype whose elements a T holds.
func DTypeOf[T Element]() DType {
	var zero T
	switch any(zero).(type) {
	case bool:
		return DTypeBool
	case int8:
		return DTypeInt8
	case int16:
		return DTypeInt16
	case int32:
		return DTypeInt32
	case int64:
		return DTypeInt64
	case uint8:
		return DTypeUint8
	case uint16:
		return DTypeUint16
	case uint32:
		return DTypeUint32
	case uint64:
		return DTypeUint64
	case Float16:
		return DTypeFloat16
	case BFloat16:
		return DTypeBFloat16
	case float32:
		return DTypeFloat32
	default:
		return DTypeFloat64
	}
}

// bytesOf views a slice of elements as the bytes Kiln reads or writes; no copy.
func bytesOf[T Element](s []T) []byte {
	if len(s) == 0 {
		return nil
	}
	var zero T
	return unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*int(unsafe.Sizeof(zero)))
}
