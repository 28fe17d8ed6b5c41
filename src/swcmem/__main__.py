from swcmem.cli.main import main

main()
