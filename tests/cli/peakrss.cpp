// chipatlas-peakrss OUT PROGRAM [ARGUMENT...]: runs PROGRAM with its standard output in the file
// OUT and prints "EXIT PEAK_KB": its exit status and its own peak resident memory in KiB.
//
// A test that forks the program itself would count its own memory in the program's peak (a
// forked child starts with its parent's pages, and the peak keeps them across exec); this
// small program is what the child is forked from instead.
#include <cstdio>
#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: %s OUT PROGRAM [ARGUMENT...]\n", argv[0]);
        return 2;
    }
    const pid_t pid = fork();
    if (pid == 0) {
        const int fd = open(argv[1], O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (fd < 0 || dup2(fd, STDOUT_FILENO) < 0)
            _exit(127);
        execv(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status)) {
        std::fprintf(stderr, "%s did not run to its end\n", argv[2]);
        return 1;
    }
    std::printf("%d %ld\n", WEXITSTATUS(status), usage.ru_maxrss);
    return 0;
}
