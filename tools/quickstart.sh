#!/usr/bin/env bash
# The README's Quick start: installs what ChipAtlas needs on Debian 12, builds it, and then
# either launches the app on its built-in catalog or runs the whole test suite.
#
#   tools/quickstart.sh app     install, build, launch the GUI
#   tools/quickstart.sh test    install, build, run every test (headless) except the benchmarks
#                               (CTest label bench: ctest --test-dir build -L bench)
#   tools/quickstart.sh deps    install what `test` needs, and stop (tests/benchmarks/run)
#   tools/quickstart.sh sanitize    install clang too, build preset `sanitize` (ASan+UBSan) in
#                               build-sanitize, run every test but the benchmarks instrumented,
#                               then each fuzz target for CHIPATLAS_FUZZ_SECONDS (60) seconds
#   tools/quickstart.sh tsan    install clang too, build preset `tsan` (ThreadSanitizer) in
#                               build-tsan for the tests of label tsan, and run them
#   tools/quickstart.sh package install debootstrap and cpack's helpers too, build as `test`
#                               does, then tools/testing/package-test: make the .deb, install it
#                               into a clean Debian 12 root and run the CLI and the GUI there
#                               (needs root: debootstrap, chroot)
#   tools/quickstart.sh package --base   install the same, only make the clean Debian 12 root
#                               (cached; .ci/run does this in the background while it builds)
#
# Packages are installed only when missing (apt-get needs root: run as root or with sudo
# available). The build goes to build/: Release at -O2, without debug information, which
# would make the build a third slower (the `dev` preset builds with it).
set -euo pipefail

mode=${1:-}
case "$mode" in
app|test|deps|sanitize|tsan|package) ;;
*) echo "usage: $0 app|test|deps|sanitize|tsan|package" >&2; exit 2 ;;
esac

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
cd "$root"

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-charts-dev libqt6opengl6-dev qt6-svg-dev
    qt6-tools-dev qt6-l10n-tools qt6-tools-dev-tools
    qtkeychain-qt6-dev libqt6sql6-sqlite libqt6sql6-psql libsecret-1-0
    libcsv-dev libpq-dev
    fonts-dejavu-core fonts-ipafont-gothic qt6-translations-l10n
)
if [ "$mode" != app ] && [ "$mode" != package ]; then
    # Headless GUI tests, screenshots, the throwaway PostgreSQL server and Secret Service
    # (gnome-keyring under dbus-run-session: tools/testing/with-keyring) that tests start on
    # loopback, python3 for the built-in catalog check (tools/build_catalog.py --check),
    # sqlite3 and psql (with postgresql), the baselines of the import and copy benchmarks
    # (tests/benchmarks/run), and appstreamcli,
    # which checks the AppStream file (test metainfo_valid).
    packages+=(xvfb xauth imagemagick dbus gnome-keyring postgresql python3 sqlite3 appstream)
fi
if [ "$mode" = package ]; then
    # python3 for the configure step (the tests' built-in catalog check), cpack's DEB helpers
    # (dpkg-shlibdeps from dpkg-dev; file), lintian, which checks the .deb, and debootstrap for
    # the clean Debian 12 root.
    packages+=(python3 dpkg-dev file lintian debootstrap)
fi
if [ "$mode" = sanitize ] || [ "$mode" = tsan ]; then
    # clang with its sanitizer and libFuzzer runtimes, lld (faster links of 120 instrumented
    # test executables) and llvm-symbolizer (readable reports).
    packages+=(clang libclang-rt-14-dev lld llvm)
fi

sudo=()
[ "$(id -u)" -eq 0 ] || sudo=(sudo)
find_missing() {
    missing=()
    for p in "${packages[@]}"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "ok installed" || missing+=("$p")
    done
}
find_missing
if [ ${#missing[@]} -gt 0 ]; then
    # One quickstart at a time installs (.ci/run starts `package --base` beside `test`); the
    # second one then finds what the first installed.
    exec 8>"${TMPDIR:-/tmp}/chipatlas-quickstart-apt.lock"
    flock 8
    find_missing
    if [ ${#missing[@]} -gt 0 ]; then
        echo "Installing: ${missing[*]}"
        "${sudo[@]}" apt-get update -qq
        DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
            -o DPkg::Lock::Timeout=600 "${missing[@]}"
    fi
    exec 8>&-
fi

[ "$mode" = deps ] && exit 0

if [ "$mode" = sanitize ]; then
    exec tools/testing/sanitize-suite "${@:2}"
fi
if [ "$mode" = tsan ]; then
    exec tools/testing/tsan-suite "${@:2}"
fi
if [ "$mode" = package ] && [ "${2:-}" = --base ]; then
    exec "${sudo[@]}" tools/testing/package-test --base
fi

build=${CHIPATLAS_BUILD_DIR:-build}
werror=OFF
[ "${CI:-}" = true ] && werror=ON
cmake -S . -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_FLAGS_RELEASE="-O2 -DNDEBUG" \
    -DCHIPATLAS_WERROR=$werror
cmake --build "$build" --parallel "$(nproc)"

if [ "$mode" = app ]; then
    exec "$build/app/gui/chipatlas" "${@:2}"
fi
if [ "$mode" = package ]; then
    exec "${sudo[@]}" tools/testing/package-test "$build"
fi

# Tests: offscreen Qt, a private runtime folder, and CTest over every test executable but the
# benchmarks (label bench), whose timings are reported, not checked.
export QT_QPA_PLATFORM=offscreen
XDG_RUNTIME_DIR=$(mktemp -d)
export XDG_RUNTIME_DIR
chmod 700 "$XDG_RUNTIME_DIR"
trap 'rm -rf "$XDG_RUNTIME_DIR"' EXIT
ctest --test-dir "$build" --output-on-failure --parallel "$(nproc)" -LE bench "${@:2}"
