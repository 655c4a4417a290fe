// SPDX-License-Identifier: Apache-2.0
#include "bench/tool_run.h"

#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>

extern char** environ;

namespace xlane::bench {

ToolRun run_tool(const std::vector<std::string>& argv) {
  ToolRun r;
  const auto t0 = std::chrono::steady_clock::now();
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  int fd[2];
  if (argv.empty() || ::pipe(fd) != 0) return r;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fd[1], 1);
  posix_spawn_file_actions_adddup2(&fa, fd[1], 2);
  posix_spawn_file_actions_addclose(&fa, fd[0]);
  posix_spawn_file_actions_addclose(&fa, fd[1]);
  pid_t pid = -1;
  const int err = ::posix_spawnp(&pid, args[0], &fa, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  ::close(fd[1]);
  if (err != 0) {
    ::close(fd[0]);
    r.out = argv[0] + ": cannot start it (errno " + std::to_string(err) + ")\n";
    return r;
  }
  char buf[4096];
  for (;;) {
    const ssize_t n = ::read(fd[0], buf, sizeof buf);
    if (n > 0) {
      r.out.append(buf, static_cast<size_t>(n));
    } else if (n == 0 || errno != EINTR) {
      break;
    }
  }
  ::close(fd[0]);
  int st = 0;
  while (::waitpid(pid, &st, 0) < 0 && errno == EINTR) {
  }
  r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
  r.status = WIFEXITED(st) ? WEXITSTATUS(st) : -1;
  return r;
}

std::string shown(const std::vector<std::string>& argv) {
  std::string line;
  for (const std::string& a : argv) {
    bool plain = !a.empty();
    for (char c : a) {
      const bool ok = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                      std::string("_./=+:,-").find(c) != std::string::npos;
      plain = plain && ok;
    }
    if (!line.empty()) line += ' ';
    if (plain) {
      line += a;
    } else {
      line += '\'';
      for (char c : a) line += c == '\'' ? std::string("'\\''") : std::string(1, c);
      line += '\'';
    }
  }
  return line;
}

}  // namespace xlane::bench
