// The libFuzzer side of one fuzz target: CHIPATLAS_FUZZ_ENTRY names its entry function
// (fuzzentries.h). A property that does not hold aborts, so that libFuzzer keeps the input.
#include "fuzzentries.h"

#include <QCoreApplication>

#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerInitialize(int* argc, char*** argv) {
    // Translations, QCommandLineParser's help and the locale data want an application object.
    static QCoreApplication application(*argc, *argv);
    QCoreApplication::setApplicationName(QStringLiteral("chipatlas"));
    return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
    const QString problem = chipatlas::fuzz::CHIPATLAS_FUZZ_ENTRY(
        QByteArrayView(reinterpret_cast<const char*>(data), qsizetype(size)));
    if (!problem.isEmpty()) {
        std::fprintf(stderr, "property violated: %s\n", qUtf8Printable(problem));
        std::abort();
    }
    return 0;
}
