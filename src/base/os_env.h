// The file and OS calls a program makes itself (Base's open/read/write on files,
// mkdir, rm, readdir, cd, ENV ...), on an Env. They answer an errno (0 for success)
// rather than a Status, because the program sees Julia's error texts, which are
// built from the errno (SystemError's strerror, IOError's libuv names).
//
// On Env::Default() they are the POSIX calls; on any other Env (MemEnv, fault
// injection) the calls Env has are made through it, with the Status mapped to an
// errno, and the others answer ENOSYS.
#ifndef KILN_BASE_OS_ENV_H_
#define KILN_BASE_OS_ENV_H_

#include <memory>
#include <string>
#include <vector>

#include "base/env.h"

namespace kiln::base {

// The errno that best describes a failed Status (EIO when nothing closer).
int ErrnoOfStatus(const Status& s);

int OsReadFile(Env* env, const std::string& path, std::string* out);
// Creates or truncates `path`, or with `append` creates it or appends to it.
int OsOpenForWrite(Env* env, const std::string& path, bool append,
                   std::unique_ptr<WritableFile>* out);
int OsStat(Env* env, const std::string& path, bool follow_links, FileStat* out);
// Names of a directory's entries, sorted, without . and ..
int OsListDir(Env* env, const std::string& path, std::vector<std::string>* out);
int OsMakeDir(Env* env, const std::string& path, uint32_t mode);
int OsUnlink(Env* env, const std::string& path);
int OsRemoveDir(Env* env, const std::string& path);
int OsRename(Env* env, const std::string& from, const std::string& to);
int OsCurrentDir(Env* env, std::string* out);
int OsChangeDir(Env* env, const std::string& path);
int OsRealPath(Env* env, const std::string& path, std::string* out);
// Whether the environment variable is set, and its value.
bool OsGetEnv(Env* env, const std::string& name, std::string* value);
int OsSetEnv(Env* env, const std::string& name, const std::string& value);
int OsUnsetEnv(Env* env, const std::string& name);
// NAME=value for every variable, in the process's order.
std::vector<std::string> OsEnviron(Env* env);
// Seconds since the epoch (the wall clock).
double OsWallTime(Env* env);

}  // namespace kiln::base

#endif  // KILN_BASE_OS_ENV_H_
