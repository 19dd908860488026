#include "driver/test_runs.h"

#include <fcntl.h>
#include <poll.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <climits>
#include <csignal>

namespace kiln::driver {
namespace {

using Clock = std::chrono::steady_clock;

struct Running {
  size_t index;
  pid_t pid;
  int fd;  // read end of the pipe of its stdout and stderr
  Clock::time_point start;
};

std::vector<char*> CStrings(std::vector<std::string>& strings) {
  std::vector<char*> out;
  for (std::string& s : strings) out.push_back(s.data());
  out.push_back(nullptr);
  return out;
}

// Starts run `r`; false (with its output saying why) when it cannot.
bool Start(TestRun& r, Running* out) {
  int fds[2];
  if (::pipe2(fds, O_CLOEXEC) != 0) {
    r.output = "kiln test: cannot make a pipe\n";
    return false;
  }
  // Everything the child needs is made before fork: after it, only calls safe
  // in a child of a threaded process.
  std::vector<char*> argv = CStrings(r.argv);
  std::vector<char*> envp = CStrings(r.env);
  const char* cwd = r.cwd.c_str();
  pid_t pid = ::fork();
  if (pid == 0) {
    ::signal(SIGPIPE, SIG_DFL);
    if (::chdir(cwd) != 0 || ::dup2(fds[1], 1) < 0 || ::dup2(fds[1], 2) < 0) ::_exit(127);
    int null = ::open("/dev/null", O_RDONLY);
    if (null >= 0) ::dup2(null, 0);
    ::execve(argv[0], argv.data(), envp.data());
    ::_exit(127);
  }
  ::close(fds[1]);
  if (pid < 0) {
    ::close(fds[0]);
    r.output = "kiln test: cannot start a process\n";
    return false;
  }
  r.started = true;
  *out = Running{0, pid, fds[0], Clock::now()};
  return true;
}

}  // namespace

void RunTests(std::vector<TestRun>& runs, int jobs,
              const std::function<void(const TestRun&)>& done) {
  std::vector<Running> running;
  size_t next = 0;
  while (next < runs.size() || !running.empty()) {
    while (next < runs.size() && static_cast<int>(running.size()) < jobs) {
      Running r;
      if (Start(runs[next], &r)) {
        r.index = next;
        running.push_back(r);
      } else {
        runs[next].status = 127;
        done(runs[next]);
      }
      ++next;
    }
    if (running.empty()) continue;
    std::vector<pollfd> fds;
    for (const Running& r : running) fds.push_back(pollfd{r.fd, POLLIN, 0});
    if (::poll(fds.data(), fds.size(), -1) < 0 && errno != EINTR) break;
    for (size_t i = running.size(); i-- > 0;) {
      if (fds[i].revents == 0) continue;
      TestRun& run = runs[running[i].index];
      char buf[65536];
      ssize_t n = ::read(running[i].fd, buf, sizeof buf);
      if (n > 0) {
        run.output.append(buf, static_cast<size_t>(n));
        continue;
      }
      if (n < 0 && errno == EINTR) continue;
      // End of its output: it has ended (or closed both streams, then it ends).
      ::close(running[i].fd);
      int status = 0;
      while (::waitpid(running[i].pid, &status, 0) < 0 && errno == EINTR) {
      }
      run.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
      run.seconds = std::chrono::duration<double>(Clock::now() - running[i].start).count();
      running.erase(running.begin() + static_cast<std::ptrdiff_t>(i));
      done(run);
    }
  }
}

std::string SelfExecutable(const std::string& argv0) {
  char buf[PATH_MAX];
  ssize_t n = ::readlink("/proc/self/exe", buf, sizeof buf - 1);
  if (n <= 0) return argv0;
  return std::string(buf, static_cast<size_t>(n));
}

}  // namespace kiln::driver
