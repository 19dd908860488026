#include "base/env.h"

#include <atomic>

namespace kiln::base {

Status WriteStringToFile(Env* env, const std::string& path, std::string_view data, bool sync) {
  ASSIGN_OR_RETURN(std::unique_ptr<WritableFile> file, env->NewWritableFile(path));
  RETURN_IF_ERROR(file->Append(data));
  if (sync) RETURN_IF_ERROR(file->Sync());
  return file->Close();
}

Status WriteFileAtomically(Env* env, const std::string& path, std::string_view data,
                           bool sync) {
  static std::atomic<uint64_t> counter{0};
  std::string tmp = path + ".tmp-" + std::to_string(env->ProcessId()) + "-" +
                    std::to_string(counter++);
  Status s = WriteStringToFile(env, tmp, data, sync);
  if (s.ok()) s = env->RenameFile(tmp, path);
  if (!s.ok()) (void)env->RemoveFile(tmp);
  return s;
}

Status RemoveTree(Env* env, const std::string& path) {
  ErrorOr<FileStat> st = env->Lstat(path);
  if (!st.ok()) return st.status().IsNotFound() ? Status::Ok() : st.status();
  if (!st->is_dir) return env->RemoveFile(path);
  ASSIGN_OR_RETURN(std::vector<std::string> names, env->ListDir(path));
  for (const std::string& name : names) RETURN_IF_ERROR(RemoveTree(env, JoinPath(path, name)));
  return env->RemoveDir(path);
}

std::string JoinPath(std::string_view a, std::string_view b) {
  if (a.empty() || a == ".") return std::string(b);
  if (b.empty()) return std::string(a);
  if (b.front() == '/') return std::string(b);
  std::string out(a);
  if (out.back() != '/') out += '/';
  out += b;
  return out;
}

std::string_view Dirname(std::string_view path) {
  size_t slash = path.rfind('/');
  if (slash == std::string_view::npos) return ".";
  if (slash == 0) return "/";
  return path.substr(0, slash);
}

std::string_view Basename(std::string_view path) {
  size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

}  // namespace kiln::base
