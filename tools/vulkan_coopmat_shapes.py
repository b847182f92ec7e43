#!/usr/bin/env python3
"""Prints what each Vulkan device offers for Kiln's tensor-core kernels: the cooperative-matrix
and bfloat16 extensions, and the shapes of VK_KHR_cooperative_matrix and VK_NV_cooperative_matrix
(matmul_choice.h chooses from these). Talks to the loader through ctypes, so it runs where only
libvulkan.so.1 is installed (the lent GPU machine).

    python3 tools/vulkan_coopmat_shapes.py
"""
import ctypes as C

vk = C.CDLL("libvulkan.so.1")
COMPONENTS = {0: "f16", 1: "f32", 2: "f64", 3: "s8", 4: "s16", 5: "s32", 6: "s64", 7: "u8", 8: "u16", 9: "u32",
              10: "u64", 1000141000: "bf16", 1000491002: "e4m3", 1000491003: "e5m2"}


class AppInfo(C.Structure):
    _fields_ = [("sType", C.c_int), ("pNext", C.c_void_p), ("pApplicationName", C.c_char_p), ("applicationVersion", C.c_uint32),
                ("pEngineName", C.c_char_p), ("engineVersion", C.c_uint32), ("apiVersion", C.c_uint32)]


class InstanceInfo(C.Structure):
    _fields_ = [("sType", C.c_int), ("pNext", C.c_void_p), ("flags", C.c_uint32), ("pApplicationInfo", C.POINTER(AppInfo)),
                ("enabledLayerCount", C.c_uint32), ("ppEnabledLayerNames", C.c_void_p),
                ("enabledExtensionCount", C.c_uint32), ("ppEnabledExtensionNames", C.c_void_p)]


class ExtensionProperties(C.Structure):
    _fields_ = [("extensionName", C.c_char * 256), ("specVersion", C.c_uint32)]


class KhrShape(C.Structure):  # VkCooperativeMatrixPropertiesKHR
    _fields_ = [("sType", C.c_int), ("pNext", C.c_void_p), ("M", C.c_uint32), ("N", C.c_uint32), ("K", C.c_uint32),
                ("A", C.c_uint32), ("B", C.c_uint32), ("C", C.c_uint32), ("Result", C.c_uint32),
                ("saturating", C.c_uint32), ("scope", C.c_uint32)]


class NvShape(C.Structure):  # VkCooperativeMatrixPropertiesNV
    _fields_ = [("sType", C.c_int), ("pNext", C.c_void_p), ("M", C.c_uint32), ("N", C.c_uint32), ("K", C.c_uint32),
                ("A", C.c_uint32), ("B", C.c_uint32), ("C", C.c_uint32), ("D", C.c_uint32), ("scope", C.c_uint32)]


class Bfloat16Features(C.Structure):
    _fields_ = [("sType", C.c_int), ("pNext", C.c_void_p), ("type", C.c_uint32), ("dot", C.c_uint32), ("coopmat", C.c_uint32)]


class Features2(C.Structure):
    _fields_ = [("sType", C.c_int), ("pNext", C.c_void_p), ("features", C.c_uint32 * 55)]


def function(instance, name):
    vk.vkGetInstanceProcAddr.restype = C.c_void_p
    return vk.vkGetInstanceProcAddr(instance, name.encode())


def shapes(instance, physical, name, struct, stype):
    address = function(instance, name)
    if not address:
        return []
    call = C.CFUNCTYPE(C.c_int, C.c_void_p, C.POINTER(C.c_uint32), C.c_void_p)(address)
    count = C.c_uint32(0)
    call(physical, C.byref(count), None)
    items = (struct * count.value)()
    for s in items:
        s.sType = stype
    call(physical, C.byref(count), items)
    return list(items)[:count.value]


def main():
    app = AppInfo(0, None, b"coopmat_shapes", 1, b"kiln", 1, (1 << 22) | (3 << 12))
    info = InstanceInfo(1, None, 0, C.pointer(app), 0, None, 0, None)
    instance = C.c_void_p()
    assert vk.vkCreateInstance(C.byref(info), None, C.byref(instance)) == 0
    count = C.c_uint32(0)
    vk.vkEnumeratePhysicalDevices(instance, C.byref(count), None)
    devices = (C.c_void_p * count.value)()
    vk.vkEnumeratePhysicalDevices(instance, C.byref(count), devices)
    for physical in devices:
        n = C.c_uint32(0)
        vk.vkEnumerateDeviceExtensionProperties(C.c_void_p(physical), None, C.byref(n), None)
        props = (ExtensionProperties * n.value)()
        vk.vkEnumerateDeviceExtensionProperties(C.c_void_p(physical), None, C.byref(n), props)
        names = sorted(p.extensionName.decode() for p in props)
        wanted = [e for e in names if "cooperative" in e or "bfloat16" in e]
        print("device", physical, "extensions:", ", ".join(wanted) or "(none)")
        if "VK_KHR_shader_bfloat16" in names:
            bf = Bfloat16Features(1000141000, None, 0, 0, 0)
            f2 = Features2(1000059000, C.cast(C.pointer(bf), C.c_void_p))
            vk.vkGetPhysicalDeviceFeatures2(C.c_void_p(physical), C.byref(f2))
            print("  bfloat16 features: type %d dot %d coopmat %d" % (bf.type, bf.dot, bf.coopmat))
        for s in shapes(instance, physical, "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR", KhrShape, 1000506001):
            print("  KHR %2dx%2dx%2d %s x %s + %s -> %s scope %d" % (s.M, s.N, s.K, COMPONENTS.get(s.A, s.A),
                  COMPONENTS.get(s.B, s.B), COMPONENTS.get(s.C, s.C), COMPONENTS.get(s.Result, s.Result), s.scope))
        for s in shapes(instance, physical, "vkGetPhysicalDeviceCooperativeMatrixPropertiesNV", NvShape, 1000249001):
            print("  NV  %2dx%2dx%2d %s x %s + %s -> %s scope %d" % (s.M, s.N, s.K, COMPONENTS.get(s.A, s.A),
                  COMPONENTS.get(s.B, s.B), COMPONENTS.get(s.C, s.C), COMPONENTS.get(s.D, s.D), s.scope))


if __name__ == "__main__":
    main()
