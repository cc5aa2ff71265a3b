# Shared compile settings, carried by one INTERFACE target that every project target links.
add_library(chipatlas_common INTERFACE)
target_compile_features(chipatlas_common INTERFACE cxx_std_20)
target_compile_definitions(chipatlas_common INTERFACE
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_NO_FOREACH
    QT_NO_KEYWORDS
)
if(CMAKE_CXX_COMPILER_ID MATCHES "GNU|Clang")
    target_compile_options(chipatlas_common INTERFACE -Wall -Wextra -Wpedantic
        $<IF:$<CXX_COMPILER_ID:GNU>,-Wshadow=local,-Wshadow-uncaptured-local>)
    if(CHIPATLAS_WERROR)
        target_compile_options(chipatlas_common INTERFACE -Werror)
    endif()
endif()

# Sanitizers (presets `sanitize` and `tsan`): CHIPATLAS_SANITIZE lists them, e.g.
# "address;undefined" or "thread". They apply to every target, so the whole test suite runs
# instrumented; build type Sanitize (below) keeps Q_ASSERT.
set(CHIPATLAS_SANITIZE "" CACHE STRING "Sanitizers for every target (address;undefined or thread)")
# Build type Sanitize: -O0 with line tables (file and line in every report). -O1 would run the
# instrumented tests faster but compiles 60 to 100% slower, which CI's time cannot afford.
# project() leaves an empty entry for a build type it does not know: fill it then.
if(NOT CMAKE_CXX_FLAGS_SANITIZE)
    set(CMAKE_CXX_FLAGS_SANITIZE "-O0 -gline-tables-only" CACHE STRING
        "Flags of build type Sanitize" FORCE)
endif()
set(CMAKE_EXE_LINKER_FLAGS_SANITIZE "" CACHE STRING "")
set(CMAKE_SHARED_LINKER_FLAGS_SANITIZE "" CACHE STRING "")
mark_as_advanced(CMAKE_CXX_FLAGS_SANITIZE CMAKE_EXE_LINKER_FLAGS_SANITIZE
    CMAKE_SHARED_LINKER_FLAGS_SANITIZE)
if(CHIPATLAS_SANITIZE)
    list(JOIN CHIPATLAS_SANITIZE "," chipatlas_sanitizers)
    set(chipatlas_sanitize_flags -fsanitize=${chipatlas_sanitizers} -fno-omit-frame-pointer)
    if("undefined" IN_LIST CHIPATLAS_SANITIZE)
        # A finding fails the test instead of printing and carrying on.
        list(APPEND chipatlas_sanitize_flags -fno-sanitize-recover=undefined)
    endif()
    if(CHIPATLAS_FUZZ)
        # Coverage for libFuzzer in every library; only the fuzz targets link its main.
        list(APPEND chipatlas_sanitize_flags -fsanitize=fuzzer-no-link)
    endif()
    add_compile_options(${chipatlas_sanitize_flags})
    add_link_options(-fsanitize=${chipatlas_sanitizers})
endif()

# chipatlas_precompile_qt(TARGET [WIDGETS]): precompiles the Qt and standard headers that most
# of TARGET's sources include. Parsing them is half of a typical source file's compile time, so
# this makes a clean build (CI's two builds) about a fifth faster. Headers of ChipAtlas's own stay
# out, so that editing one rebuilds only what includes it. CMAKE_DISABLE_PRECOMPILE_HEADERS=ON
# turns it off (to check that every file includes what it uses).
function(chipatlas_precompile_qt target)
    cmake_parse_arguments(ARG "WIDGETS" "" "" ${ARGN})
    set(headers <QCoreApplication> <QHash> <QList> <QLocale> <QObject> <QSet> <QString>
        <QStringList> <QVariant> <algorithm> <cmath> <functional> <memory> <optional>)
    if(ARG_WIDGETS)
        list(APPEND headers <QAbstractItemModel> <QAction> <QComboBox> <QDialog>
            <QDialogButtonBox> <QHBoxLayout> <QLabel> <QLineEdit> <QMessageBox> <QPointer>
            <QPushButton> <QVBoxLayout> <QWidget>)
    endif()
    target_precompile_headers(${target} PRIVATE ${headers})
endfunction()
