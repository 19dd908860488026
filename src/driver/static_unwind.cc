// Linked into the fully static kiln executable only (src/driver/CMakeLists.txt).
// The static start files hand the binary's .eh_frame to the unwinder's registry
// through these two calls, which the linker's --wrap redirects here. Left
// unregistered, the unwinder finds a frame by binary search in the .eh_frame_hdr
// index, as it does in a dynamic executable, instead of sorting every frame
// description of the binary at the first C++ exception (milliseconds).
extern "C" {
void __wrap___register_frame_info(const void* /*begin*/, void* /*object*/) {}
void* __wrap___deregister_frame_info(const void* /*begin*/) { return nullptr; }
}
