// A program's files, directories and environment variables (Base's filesystem.jl,
// file.jl, env.jl), all through base::Env. Failures return the errno as an Int (a
// result of another type is success), so that Base can raise Julia's SystemError or
// IOError with Julia's text; argument mistakes raise TypeError.
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "base/env.h"
#include "runtime/array.h"
#include "runtime/builtin_impl.h"
#include "runtime/errors.h"
#include "runtime/native_fn.h"
#include "runtime/object.h"
#include "runtime/runtime.h"

namespace kiln::runtime {
namespace {

// The runtime's Env, or null with an error raised when it has none.
base::Env* FileEnv(Runtime& rt) {
  if (rt.env == nullptr) ThrowErrorException(rt, "this runtime has no file system");
  return rt.env;
}

bool ReturnErrno(Runtime& rt, int err, Value* r) {
  *r = rt.core.Int64(err);
  return true;
}

bool ReturnStatus(Runtime& rt, const base::Status& s, Value* r) {
  return ReturnErrno(rt, base::ErrnoOf(s), r);
}

base::WritableFile* FileOf(Runtime& rt, int64_t handle) {
  auto& files = rt.open_files;
  if (handle < 1 || handle > static_cast<int64_t>(files.size())) return nullptr;
  return files[static_cast<size_t>(handle - 1)].get();
}

struct UvError {
  int err;
  const char* name;
  const char* text;
};
// The names and messages libuv gives errnos (Julia's IOError texts).
constexpr UvError kUvErrors[] = {
    {ENOENT, "ENOENT", "no such file or directory"},
    {EEXIST, "EEXIST", "file already exists"},
    {ENOTEMPTY, "ENOTEMPTY", "directory not empty"},
    {EACCES, "EACCES", "permission denied"},
    {EPERM, "EPERM", "operation not permitted"},
    {ENOTDIR, "ENOTDIR", "not a directory"},
    {EISDIR, "EISDIR", "illegal operation on a directory"},
    {EINVAL, "EINVAL", "invalid argument"},
    {EBUSY, "EBUSY", "resource busy or locked"},
    {EXDEV, "EXDEV", "cross-device link not permitted"},
    {ENOSPC, "ENOSPC", "no space left on device"},
    {EROFS, "EROFS", "read-only file system"},
    {ELOOP, "ELOOP", "too many symbolic links encountered"},
    {ENAMETOOLONG, "ENAMETOOLONG", "name too long"},
    {EMFILE, "EMFILE", "too many open files"},
    {EIO, "EIO", "i/o error"},
    {ENOSYS, "ENOSYS", "function not implemented"},
};

}  // namespace

namespace builtin_impl {

bool BuiltinFsRead(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_read", a[0], &path)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  auto data = env->ReadFile(std::string(path->view()));
  if (!data.ok()) return ReturnStatus(rt, data.status(), r);
  *r = StringValue(rt, *data);
  return true;
}

bool BuiltinFsOpenWrite(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_open_write", a[0], &path)) return false;
  if (a[1].type != rt.core.bool_) {
    return ThrowTypeError(rt, "fs_open_write", "", TypeValue(rt.core.bool_), a[1]);
  }
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  auto file = env->OpenForWriting(std::string(path->view()), a[1].AsBool());
  if (!file.ok()) {
    *r = rt.core.Int64(-base::ErrnoOf(file.status()));
    return true;
  }
  rt.open_files.push_back(std::move(*file));
  *r = rt.core.Int64(static_cast<int64_t>(rt.open_files.size()));
  return true;
}

bool BuiltinFsWrite(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t handle = 0;
  if (!IntArg(rt, "fs_write", a[0], &handle)) return false;
  base::WritableFile* file = FileOf(rt, handle);
  if (file == nullptr) return ThrowArgumentError(rt, "write: the file is closed");
  String* data = nullptr;
  if (!StringArg(rt, "fs_write", a[1], &data)) return false;
  base::Status s = file->Append(data->view());
  *r = rt.core.Int64(s.ok() ? static_cast<int64_t>(data->view().size()) : -base::ErrnoOf(s));
  return true;
}

bool BuiltinFsClose(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t handle = 0;
  if (!IntArg(rt, "fs_close", a[0], &handle)) return false;
  base::WritableFile* file = FileOf(rt, handle);
  if (file == nullptr) return ReturnErrno(rt, 0, r);
  base::Status s = file->Close();
  rt.open_files[static_cast<size_t>(handle - 1)].reset();
  return ReturnStatus(rt, s, r);
}

// (errno, device, inode, mode, nlink, uid, gid, rdev, size, blksize, blocks,
// mtime_ns, ctime_ns): struct stat's fields in the order of Base's StatStruct, the
// mode with its file type bits; all zero but the errno when the path has no status.
bool BuiltinFsStat(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_stat", a[0], &path)) return false;
  if (a[1].type != rt.core.bool_) {
    return ThrowTypeError(rt, "fs_stat", "", TypeValue(rt.core.bool_), a[1]);
  }
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  std::string p(path->view());
  base::ErrorOr<base::FileStat> found = a[1].AsBool() ? env->Stat(p) : env->Lstat(p);
  constexpr int kFields = 13;
  int64_t n[kFields] = {};
  if (!found.ok()) {
    n[0] = base::ErrnoOf(found.status());
  } else {
    const base::FileStat& st = *found;
    uint32_t type = st.file_type;
    if (type == 0) type = st.is_symlink ? 0120000 : st.is_dir ? 0040000 : 0100000;
    const int64_t fields[kFields] = {0,
                                     static_cast<int64_t>(st.device),
                                     static_cast<int64_t>(st.inode),
                                     static_cast<int64_t>(type | st.mode),
                                     static_cast<int64_t>(st.nlink),
                                     static_cast<int64_t>(st.uid),
                                     static_cast<int64_t>(st.gid),
                                     static_cast<int64_t>(st.rdev),
                                     static_cast<int64_t>(st.size),
                                     st.blksize,
                                     st.blocks,
                                     st.mtime_ns,
                                     st.ctime_ns};
    std::copy(fields, fields + kFields, n);
  }
  Value values[kFields];
  DataType* types[kFields];
  for (int i = 0; i < kFields; ++i) {
    values[i] = rt.core.Int64(n[i]);
    types[i] = rt.core.int64;
  }
  *r = NewStructValue(rt, ConcreteTupleType(rt, types, kFields), values, kFields);
  return true;
}

bool BuiltinFsChmod(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  int64_t mode = 0;
  if (!StringArg(rt, "fs_chmod", a[0], &path) || !IntArg(rt, "fs_chmod", a[1], &mode)) {
    return false;
  }
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  return ReturnStatus(rt, env->ChangeMode(std::string(path->view()), static_cast<uint32_t>(mode)),
                      r);
}

bool BuiltinFsReaddir(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_readdir", a[0], &path)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  auto names = env->ListDir(std::string(path->view()));
  if (!names.ok()) return ReturnStatus(rt, names.status(), r);
  Array* v = NewVector(rt, VectorType(rt, rt.core.string), 0);
  for (const std::string& n : *names) {
    if (!ArrayPush(rt, v, StringValue(rt, n))) return false;
  }
  *r = Value::FromObject(v);
  return true;
}

bool BuiltinFsMkdir(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  int64_t mode = 0;
  if (!StringArg(rt, "fs_mkdir", a[0], &path) || !IntArg(rt, "fs_mkdir", a[1], &mode)) {
    return false;
  }
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  return ReturnStatus(rt, env->CreateDir(std::string(path->view()), static_cast<uint32_t>(mode)),
                      r);
}

bool BuiltinFsUnlink(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_unlink", a[0], &path)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  return ReturnStatus(rt, env->RemoveFile(std::string(path->view())), r);
}

bool BuiltinFsRmdir(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_rmdir", a[0], &path)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  return ReturnStatus(rt, env->RemoveDir(std::string(path->view())), r);
}

bool BuiltinFsRename(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* from = nullptr;
  String* to = nullptr;
  if (!StringArg(rt, "fs_rename", a[0], &from) || !StringArg(rt, "fs_rename", a[1], &to)) {
    return false;
  }
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  return ReturnStatus(rt, env->RenameFile(std::string(from->view()), std::string(to->view())), r);
}

bool BuiltinFsCwd(Runtime& rt, const Value*, uint32_t, Value* r) {
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  auto dir = env->CurrentDir();
  if (!dir.ok()) return ReturnStatus(rt, dir.status(), r);
  *r = StringValue(rt, *dir);
  return true;
}

bool BuiltinFsCd(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_cd", a[0], &path)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  return ReturnStatus(rt, env->ChangeDir(std::string(path->view())), r);
}

bool BuiltinFsRealpath(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* path = nullptr;
  if (!StringArg(rt, "fs_realpath", a[0], &path)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  auto real = env->RealPath(std::string(path->view()));
  if (!real.ok()) return ReturnStatus(rt, real.status(), r);
  *r = StringValue(rt, *real);
  return true;
}

// (errno, libuv::Bool): C's strerror text, or libuv's "text (NAME)".
bool BuiltinFsErrtext(Runtime& rt, const Value* a, uint32_t, Value* r) {
  int64_t err = 0;
  if (!IntArg(rt, "fs_errtext", a[0], &err)) return false;
  if (a[1].type == rt.core.bool_ && a[1].AsBool()) {
    for (const UvError& e : kUvErrors) {
      if (e.err == err) {
        *r = StringValue(rt, std::string(e.text) + " (" + e.name + ")");
        return true;
      }
    }
    *r = StringValue(rt, "unknown error (" + std::to_string(err) + ")");
    return true;
  }
  *r = StringValue(rt, std::strerror(static_cast<int>(err)));
  return true;
}

bool BuiltinEnvGet(Runtime& rt, const Value* a, uint32_t, Value* r) {
  String* name = nullptr;
  if (!StringArg(rt, "env_get", a[0], &name)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  std::optional<std::string> value = env->FindEnvVar(std::string(name->view()));
  *r = value.has_value() ? StringValue(rt, *value) : rt.core.Nothing();
  return true;
}

bool BuiltinEnvSet(Runtime& rt, const Value* a, uint32_t n, Value* r) {
  String* name = nullptr;
  if (!StringArg(rt, "env_set", a[0], &name)) return false;
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  std::string key(name->view());
  if (n == 1) return ReturnStatus(rt, env->UnsetEnvVar(key), r);
  String* value = nullptr;
  if (!StringArg(rt, "env_set", a[1], &value)) return false;
  return ReturnStatus(rt, env->SetEnvVar(key, std::string(value->view())), r);
}

bool BuiltinEnvList(Runtime& rt, const Value*, uint32_t, Value* r) {
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  Array* v = NewVector(rt, VectorType(rt, rt.core.string), 0);
  for (const std::string& e : env->EnvVars()) {
    if (!ArrayPush(rt, v, StringValue(rt, e))) return false;
  }
  *r = Value::FromObject(v);
  return true;
}

bool BuiltinProcessId(Runtime& rt, const Value*, uint32_t, Value* r) {
  base::Env* env = FileEnv(rt);
  if (env == nullptr) return false;
  *r = rt.core.Int64(static_cast<int64_t>(env->ProcessId()));
  return true;
}

bool BuiltinCpuThreads(Runtime& rt, const Value*, uint32_t, Value* r) {
  long n = ::sysconf(_SC_NPROCESSORS_ONLN);
  *r = rt.core.Int64(n > 0 ? n : 1);
  return true;
}

}  // namespace builtin_impl
}  // namespace kiln::runtime
