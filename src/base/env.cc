#include "base/env.h"

#include <atomic>
#include <filesystem>
#include <memory>

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

namespace {

class HeapRegion final : public ReadOnlyRegion {
 public:
  HeapRegion(std::unique_ptr<char[]> bytes, size_t size) : bytes_(std::move(bytes)), size_(size) {}
  std::string_view data() const override { return std::string_view(bytes_.get(), size_); }

 private:
  std::unique_ptr<char[]> bytes_;
  size_t size_;
};

// Opens `path` and checks its size against `max_bytes`.
ErrorOr<std::unique_ptr<RandomAccessFile>> OpenBounded(Env* env, const std::string& path,
                                                       uint64_t max_bytes) {
  ASSIGN_OR_RETURN(std::unique_ptr<RandomAccessFile> file, env->NewRandomAccessFile(path));
  if (file->size() > max_bytes) {
    return Status::ResourceExhausted(path + ": " + std::to_string(file->size()) +
                                     " bytes, more than the " + std::to_string(max_bytes) +
                                     " its format allows");
  }
  return file;
}

}  // namespace

Status ReadExactly(RandomAccessFile& file, uint64_t offset, size_t n, char* dst,
                   const std::string& path) {
  size_t done = 0;
  while (done < n) {
    ASSIGN_OR_RETURN(size_t got, file.Read(offset + done, n - done, dst + done));
    if (got == 0) return Status::Corruption(path + ": shorter than expected (truncated?)");
    done += got;
  }
  return Status::Ok();
}

ErrorOr<std::string> ReadRegularFile(Env* env, const std::string& path, uint64_t max_bytes) {
  ASSIGN_OR_RETURN(std::unique_ptr<RandomAccessFile> file, OpenBounded(env, path, max_bytes));
  std::string out(static_cast<size_t>(file->size()), '\0');
  RETURN_IF_ERROR(ReadExactly(*file, 0, out.size(), out.data(), path));
  return out;
}

ErrorOr<std::unique_ptr<ReadOnlyRegion>> ReadRegularFileRegion(Env* env, const std::string& path,
                                                               uint64_t max_bytes) {
  ASSIGN_OR_RETURN(std::unique_ptr<RandomAccessFile> file, OpenBounded(env, path, max_bytes));
  const size_t size = static_cast<size_t>(file->size());
  std::unique_ptr<char[]> bytes = std::make_unique_for_overwrite<char[]>(size);
  RETURN_IF_ERROR(ReadExactly(*file, 0, size, bytes.get(), path));
  return std::unique_ptr<ReadOnlyRegion>(std::make_unique<HeapRegion>(std::move(bytes), size));
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

namespace {

// An absolute path that lexical normalization leaves as it is: no empty, `.`
// or `..` component and no trailing slash.
bool IsNormalAbsolute(std::string_view path) {
  if (path.empty() || path[0] != '/') return false;
  if (path.size() == 1) return true;
  if (path.back() == '/') return false;
  size_t start = 1;
  while (start <= path.size()) {
    size_t end = path.find('/', start);
    if (end == std::string_view::npos) end = path.size();
    std::string_view part = path.substr(start, end - start);
    if (part.empty() || part == "." || part == "..") return false;
    start = end + 1;
  }
  return true;
}

}  // namespace

std::string AbsolutePath(const std::string& path) {
  // Most paths a run gives are absolute and normal already (std::filesystem's
  // normalization is costly at start-up).
  if (IsNormalAbsolute(path)) return path;
  std::error_code ec;
  std::filesystem::path abs = std::filesystem::absolute(path, ec);
  if (ec) return path;
  std::string out = abs.lexically_normal().string();
  while (out.size() > 1 && out.back() == '/') out.pop_back();
  return out;
}

std::string_view Basename(std::string_view path) {
  size_t slash = path.rfind('/');
  return slash == std::string_view::npos ? path : path.substr(slash + 1);
}

std::vector<ErrorOr<FileStat>> Env::StatFiles(const std::vector<std::string>& paths) {
  std::vector<ErrorOr<FileStat>> out;
  out.reserve(paths.size());
  for (const std::string& path : paths) out.push_back(Stat(path));
  return out;
}

ErrorOr<std::unique_ptr<WritableFile>> Env::OpenForWriting(const std::string& path, bool) {
  return Status::Unsupported(path + ": opening files for writing");
}
Status Env::CreateDir(const std::string& path, uint32_t) {
  return Status::Unsupported(path + ": creating directories");
}
ErrorOr<std::string> Env::CurrentDir() { return Status::Unsupported("the current directory"); }
Status Env::ChangeDir(const std::string& path) {
  return Status::Unsupported(path + ": changing directory");
}
Status Env::ChangeMode(const std::string& path, uint32_t) {
  return Status::Unsupported(path + ": changing permissions");
}
ErrorOr<std::string> Env::RealPath(const std::string& path) {
  return Status::Unsupported(path + ": resolving paths");
}
Status Env::SetEnvVar(const std::string& name, const std::string&) {
  return Status::Unsupported(name + ": setting environment variables");
}
Status Env::UnsetEnvVar(const std::string& name) {
  return Status::Unsupported(name + ": unsetting environment variables");
}
std::vector<std::string> Env::EnvVars() { return {}; }

}  // namespace kiln::base
