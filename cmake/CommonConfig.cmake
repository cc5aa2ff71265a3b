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
    target_compile_options(chipatlas_common INTERFACE -Wall -Wextra -Wpedantic -Wshadow=local)
    if(CHIPATLAS_WERROR)
        target_compile_options(chipatlas_common INTERFACE -Werror)
    endif()
endif()
